import { formatDateTime } from '../../../../shared/format';
import { tradeTypeLabels } from '../../../../shared/messages';
import type { QueueItem } from '../../../../shared/schemas/reviews';

/** The queue's trades; the current one is marked. Hidden on narrow screens (J/K and buttons). */
export function QueueList({
  items,
  current,
  onSelect,
}: {
  items: QueueItem[];
  current: number;
  onSelect: (index: number) => void;
}) {
  return (
    <ol className="queue-list" aria-label="평가할 거래">
      {items.map((item, index) => (
        <li key={item.trade.id}>
          <button
            type="button"
            aria-current={item.trade.id === current ? 'true' : undefined}
            onClick={() => onSelect(index)}
          >
            <span className={item.review ? 'queue-done' : 'queue-todo'}>
              {item.review ? `${item.review.totalPoints}/${item.review.maxPoints}` : '평가 전'}
            </span>
            {item.trade.userNumber !== null && (
              <span className="muted small">{item.trade.userNumber}</span>
            )}
            <strong>{item.trade.userName}</strong> {item.trade.stockName}{' '}
            {tradeTypeLabels[item.trade.type]}
            <span className="muted small">{formatDateTime(item.trade.createdAt)}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
