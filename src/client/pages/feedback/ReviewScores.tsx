import { formatDateTime } from '../../../shared/format';
import type { Review } from '../../../shared/schemas/reviews';

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
      {!compact && (
        <ul className="score-list">
          {review.scores.map((score) => (
            <li key={score.criterionId}>
              <span>{score.name}</span>
              <span>
                {score.label} ({score.points}/{score.maxPoints})
              </span>
            </li>
          ))}
        </ul>
      )}
      {review.comment && <p className="review-comment">{review.comment}</p>}
    </div>
  );
}
