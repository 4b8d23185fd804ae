import { maxPointsOf } from '../../../../shared/domain/review/scoring';
import { ScoreList } from '../../../components/reviews/ReviewScores';
import '../../../components/reviews/feedback.css';
import type { CriterionDraft } from './CriterionFields';

// A points box being retyped holds NaN; the preview counts it as nothing until it is a number.
const finite = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n : 0);

/** The level a criterion's example shows: its highest-scored one, as a full mark reads. */
function topLevel(criterion: CriterionDraft) {
  const max = maxPointsOf(criterion);
  return criterion.levels.find((level) => level.points === max) ?? criterion.levels[0];
}

/**
 * What a student reads of this draft once a trade is scored with it (피드백, 거래 내역): each
 * criterion's level and points, and the total. The example gives every criterion its top level.
 */
export function RubricPreview({
  criteria,
  reflectionRequired,
}: {
  criteria: CriterionDraft[];
  reflectionRequired: boolean;
}) {
  const scores = criteria.map((criterion, index) => {
    const level = topLevel(criterion);
    const maxPoints = maxPointsOf(criterion);
    return {
      name: criterion.name.trim() || `평가 기준 ${index + 1}`,
      label: level?.label.trim() || '(수준 이름 없음)',
      points: finite(level?.points),
      maxPoints: finite(maxPoints),
    };
  });
  const total = scores.reduce((sum, score) => sum + score.points, 0);
  const max = scores.reduce((sum, score) => sum + score.maxPoints, 0);
  return (
    <section className="rubric-preview" aria-labelledby="rubric-preview-title">
      <h3 id="rubric-preview-title" className="rubric-preview-title">
        학생에게 보이는 모습 (미리 보기)
      </h3>
      <p className="muted small">
        근거를 평가받은 학생은 피드백과 거래 내역에서 이렇게 봅니다. 예시는 모든 기준에서 가장 높은
        수준을 받은 경우입니다.
      </p>
      <div className="review-scores rubric-preview-body">
        <p className="review-total">
          평가 <strong>{total}</strong> / {max}점
        </p>
        <ScoreList scores={scores} />
      </div>
      <p className="muted small">
        {reflectionRequired
          ? '우리 반 규칙 카드에 "회고: 매도한 거래마다 필수"로 보입니다.'
          : '회고는 선택이라 우리 반 규칙 카드에 따로 보이지 않습니다.'}
      </p>
    </section>
  );
}
