import { formatNumber, formatTimeOrDate } from '../../../shared/format';
import { tradeTypeLabels } from '../../../shared/messages';
import type { ProjectorTrade } from '../../../shared/schemas/projector';

const FEED_LENGTH = 8;

/** The latest trades with their rationale, newest first. */
export function ProjectorFeed({ trades, now }: { trades: ProjectorTrade[]; now: Date }) {
  return (
    <section className="projector-panel feed" aria-label="실시간 거래" aria-live="polite">
      <h2>실시간 거래</h2>
      {trades.length === 0 ? (
        <p className="projector-empty">학생들의 거래가 여기에 나타나요</p>
      ) : (
        <ul>
          {trades.slice(0, FEED_LENGTH).map((trade: ProjectorTrade) => (
            <li key={trade.id}>
              <div className="feed-line">
                <span className={`feed-side ${trade.type === 'BUY' ? 'up' : 'down'}`}>
                  {tradeTypeLabels[trade.type]}
                </span>
                <strong>{trade.stockName}</strong>
                <span>{formatNumber(trade.quantity)}주</span>
                {trade.who && <span className="feed-who">{trade.who}</span>}
                <span className="feed-time">{formatTimeOrDate(trade.createdAt, now)}</span>
              </div>
              {trade.reason && <p className="feed-reason">“{trade.reason}”</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
