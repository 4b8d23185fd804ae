import { formatDateTime, formatNumber, formatWon } from '../../../../shared/format';
import type { QueueItem } from '../../../../shared/schemas/reviews';
import { TradeBadge } from '../../../components/TradeBadge';

/** What the student did and wrote: the trade, its rationale and the reflection, if any. */
export function ReviewedTrade({ item }: { item: QueueItem }) {
  const { trade } = item;
  return (
    <>
      <header className="activity-head">
        <TradeBadge type={trade.type} />
        {trade.userNumber !== null && <span className="muted small">{trade.userNumber}</span>}
        <strong>{trade.userName}</strong>
        <span>{trade.stockName}</span>
        <span className="num">
          {formatNumber(trade.quantity)}주 × {formatWon(trade.price)} ={' '}
          {formatWon(trade.totalAmount)}
        </span>
        <span className="muted small">{formatDateTime(trade.createdAt)}</span>
      </header>
      <blockquote className="rationale" aria-label="투자 판단 근거">
        {trade.reason}
      </blockquote>
      {item.reflection && (
        <p className="reflection-text">
          <strong>학생 회고</strong> {item.reflection.text}
        </p>
      )}
    </>
  );
}
