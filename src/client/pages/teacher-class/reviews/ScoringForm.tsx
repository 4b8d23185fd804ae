import type { Rubric } from '../../../../shared/schemas/reviews';
import { MAX_COMMENT_LENGTH } from '../../../../shared/schemas/reviews';
import type { useReviewDraft } from './useReviewDraft';

/** One row of level buttons per criterion; the focused row is what the number keys score. */
export function ScoringForm({
  rubric,
  review,
  commentRef,
}: {
  rubric: Rubric;
  review: ReturnType<typeof useReviewDraft>;
  commentRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const { draft } = review;
  return (
    <div className="scoring">
      {rubric.criteria.map((criterion, index) => (
        <div
          key={criterion.id}
          className={`criterion-row${index === draft.focused ? ' focused' : ''}`}
          role="radiogroup"
          aria-label={criterion.name}
        >
          <div className="criterion-name">
            <strong>{criterion.name}</strong>
            <span className="muted small">{criterion.description}</span>
          </div>
          <div className="level-buttons">
            {criterion.levels.map((level, levelIndex) => (
              <button
                key={level.label}
                type="button"
                role="radio"
                aria-checked={draft.levels.get(criterion.id) === levelIndex + 1}
                className={draft.levels.get(criterion.id) === levelIndex + 1 ? 'active' : undefined}
                onClick={() => review.pick(levelIndex + 1, index)}
              >
                <kbd>{levelIndex + 1}</kbd> {level.label} · {level.points}점
              </button>
            ))}
          </div>
        </div>
      ))}
      <label className="comment-field">
        코멘트 <span className="muted small">(C)</span>
        <textarea
          ref={commentRef}
          value={draft.comment}
          maxLength={MAX_COMMENT_LENGTH}
          onChange={(e) => review.setComment(e.target.value)}
          placeholder="잘한 점과 보완할 점을 적어 주세요"
        />
      </label>
    </div>
  );
}
