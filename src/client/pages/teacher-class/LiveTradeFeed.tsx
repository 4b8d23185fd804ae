import { useEffect, useState } from 'react';
import { kstDate } from '../../../shared/domain/market/calendar';
import { formatDateTime, formatNumber, formatTime, formatWon } from '../../../shared/format';
import { tradeTypeLabels } from '../../../shared/messages';
import type { ClassOrderClosed, ClassTrade } from '../../../shared/realtime/events';
import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';
import { useRealtime } from '../../api/realtime-context';
import { LiveIndicator } from '../../components/LiveIndicator';
import { notify } from '../../components/toast';
import { invalidateEndpoints } from '../../data/query-client';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { afterStudentsChange } from './class-resources';
import { feedItems, mergeTrades } from './merge-trades';
import { TradeBadge } from '../../components/TradeBadge';

const FEED_LENGTH = 30;

// A loaded trade may be from an earlier day: a bare time would pass for today's.
const tradeTime = (createdAt: string) =>
  kstDate(new Date(createdAt)) === kstDate(new Date())
    ? formatTime(createdAt)
    : formatDateTime(createdAt);

function TradeItem({ trade }: { trade: ClassTrade }) {
  return (
    <li data-trade-id={trade.id}>
      <div className="feed-head">
        <strong>{trade.userName}</strong>
        <TradeBadge type={trade.type} />
        <span className="muted small">{tradeTime(trade.createdAt)}</span>
      </div>
      <div>
        {trade.stockName} {formatNumber(trade.quantity)}주 · {formatWon(trade.totalAmount)}
      </div>
      <p className="feed-reason">{trade.reason}</p>
    </li>
  );
}

const closedLabels = { EXPIRED: '주문 만료', CANCELLED: '주문 취소' } as const;

/** A resting limit order that closed unfilled: expired at the close, or cancelled. */
function ClosedOrderItem({ closed: { userName, order } }: { closed: ClassOrderClosed }) {
  const status = order.status === 'EXPIRED' ? 'EXPIRED' : 'CANCELLED';
  return (
    <li data-order-id={order.id}>
      <div className="feed-head">
        <strong>{userName}</strong>
        <span className="trade-badge">{closedLabels[status]}</span>
        <span className="muted small">{tradeTime(order.closedAt ?? order.createdAt)}</span>
      </div>
      <div>
        {order.stockName} {formatNumber(order.quantity)}주 · 지정가 {formatWon(order.limitPrice)}{' '}
        {tradeTypeLabels[order.side]}
      </div>
      {order.closeReason && <p className="feed-reason">{order.closeReason}</p>}
    </li>
  );
}

/** The class's latest trades, then each new one as it happens through the hub's class room. */
export function LiveTradeFeed({ classId }: { classId: number }) {
  const realtime = useRealtime();
  const [streamed, setStreamed] = useState<ClassTrade[]>([]);
  const [closed, setClosed] = useState<ClassOrderClosed[]>([]);
  const loaded = useApiQuery(teacherClassesApi.trades, { params: { id: classId } });
  useQueryErrors(() => notify.error('최근 거래를 불러오지 못했습니다'), loaded);
  useEffect(
    () =>
      realtime.watchClass(classId, (event) => {
        if (event.kind === 'order') {
          setClosed((current) => [event.closed, ...current].slice(0, FEED_LENGTH));
          return;
        }
        if (event.kind === 'assignment') return;
        setStreamed((current) => mergeTrades(current, [event.trade], FEED_LENGTH));
        // A trade moves the class's cash and figures: the class page shows them afresh.
        void invalidateEndpoints(afterStudentsChange);
      }),
    [realtime, classId],
  );
  const trades = mergeTrades(streamed, loaded.data ?? [], FEED_LENGTH);
  const items = feedItems(trades, closed, FEED_LENGTH);
  return (
    <aside className="card trade-feed" aria-label="실시간 거래">
      <h2 className="card-title">
        실시간 거래 <LiveIndicator />
      </h2>
      {items.length === 0 ? (
        <p className="muted">학생이 거래하면 여기에 바로 나타납니다.</p>
      ) : (
        // The list scrolls once the day's trades fill it: focusable, so a keyboard can scroll it.
        <ul aria-live="polite" aria-label="최근 거래 목록" tabIndex={0}>
          {items.map((item) =>
            item.kind === 'trade' ? (
              <TradeItem key={`trade-${item.trade.id}`} trade={item.trade} />
            ) : (
              <ClosedOrderItem key={`order-${item.closed.order.id}`} closed={item.closed} />
            ),
          )}
        </ul>
      )}
    </aside>
  );
}
