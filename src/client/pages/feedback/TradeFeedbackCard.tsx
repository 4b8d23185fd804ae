import { formatDateTime, formatNumber, formatWon } from '../../../shared/format';
import type { HistoryItem } from '../../../shared/schemas/reviews';
import { ReflectionForm } from '../../components/reviews/ReflectionForm';
import { ReviewScores } from '../../components/reviews/ReviewScores';
import { TradeOutcome } from '../../components/reviews/TradeOutcome';
import { TradeBadge } from '../../components/TradeBadge';

/** One reviewed trade on the 피드백 page: rationale, scores, comment and the reflection. */
export function TradeFeedbackCard({
  item,
  onMarkRead,
  onChanged,
}: {
  item: HistoryItem;
  onMarkRead: (reviewId: number) => void;
  onChanged: () => void;
}) {
  const { review } = item;
  const unread = review !== null && review.readAt === null;
  return (
    <article className={`card feedback-card${unread ? ' unread' : ''}`}>
      <header className="activity-head">
        <TradeBadge type={item.type} />
        <strong>{item.stockName}</strong>
        <span className="num">
          {formatNumber(item.quantity)}주 × {formatWon(item.price)}
        </span>
        <span className="muted small">{formatDateTime(item.createdAt)}</span>
        {unread && <span className="status-badge">새 피드백</span>}
      </header>
      <blockquote className="rationale">{item.reason}</blockquote>
      {review && <ReviewScores review={review} />}
      {item.reflection ? (
        <p className="reflection-text">
          <strong>내 회고</strong> {item.reflection.text}
        </p>
      ) : item.canReflect ? (
        <>
          <TradeOutcome item={item} />
          <ReflectionForm tradeId={item.id} initial="" onSaved={onChanged} />
        </>
      ) : (
        <p className="muted small">매도한 뒤나 일주일이 지나면 회고를 쓸 수 있어요.</p>
      )}
      {unread && (
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => onMarkRead(review.id)}
        >
          읽음으로 표시
        </button>
      )}
    </article>
  );
}
