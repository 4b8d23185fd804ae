import { formatDateTime } from '../../../shared/format';
import type { Review } from '../../../shared/schemas/reviews';

type ScoreLine = Pick<Review['scores'][number], 'name' | 'label' | 'points' | 'maxPoints'>;

/** Each criterion's level and points, as the student reads them (also the rubric's preview). */
export function ScoreList({ scores }: { scores: ScoreLine[] }) {
  return (
    <ul className="score-list">
      {scores.map((score, index) => (
        <li key={index}>
          <span>{score.name}</span>
          <span>
            {score.label} ({score.points}/{score.maxPoints})
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A review as its student and teacher read it: each criterion's level, then the comment. */
export function ReviewScores({ review, compact = false }: { review: Review; compact?: boolean }) {
  return (
    <div className={`review-scores${compact ? ' compact' : ''}`}>
      <p className="review-total">
        평가 <strong>{review.totalPoints}</strong> / {review.maxPoints}점
        {!compact && (
          <span className="muted small">
            {' '}
            · {review.reviewerName ?? '선생님'} · {formatDateTime(review.reviewedAt)}
          </span>
        )}
      </p>
      {!compact && <ScoreList scores={review.scores} />}
      {review.comment && <p className="review-comment">{review.comment}</p>}
    </div>
  );
}
