import { useEffect, useState } from 'react';
import { formatNumber, formatTime, formatWon } from '../../../shared/format';
import { tradeTypeLabels } from '../../../shared/messages';
import type { ClassTrade } from '../../../shared/realtime/events';
import { useRealtime } from '../../api/realtime-context';
import { LiveIndicator } from '../../components/LiveIndicator';

const FEED_LENGTH = 30;

/** The class's trades as they happen, through the hub's class room. */
export function LiveTradeFeed({ classId, onTrade }: { classId: number; onTrade: () => unknown }) {
  const realtime = useRealtime();
  const [trades, setTrades] = useState<ClassTrade[]>([]);
  useEffect(
    () =>
      realtime.watchClass(classId, (trade) => {
        setTrades((current) => [trade, ...current].slice(0, FEED_LENGTH));
        void onTrade();
      }),
    [realtime, classId, onTrade],
  );
  return (
    <aside className="card trade-feed" aria-label="실시간 거래">
      <h2 className="card-title">
        실시간 거래 <LiveIndicator />
      </h2>
      {trades.length === 0 ? (
        <p className="muted">학생이 거래하면 여기에 바로 나타납니다.</p>
      ) : (
        <ul aria-live="polite">
          {trades.map((trade) => (
            <li key={trade.id}>
              <div className="feed-head">
                <strong>{trade.userName}</strong>
                <span className={`trade-badge ${trade.type === 'BUY' ? 'up' : 'down'}`}>
                  {tradeTypeLabels[trade.type]}
                </span>
                <span className="muted small">{formatTime(trade.createdAt)}</span>
              </div>
              <div>
                {trade.stockName} {formatNumber(trade.quantity)}주 · {formatWon(trade.totalAmount)}
              </div>
              <p className="feed-reason">{trade.reason}</p>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
