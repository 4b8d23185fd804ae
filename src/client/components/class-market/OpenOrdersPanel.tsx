import { formatNumber, formatWon } from '../../../shared/format';
import { tradeTypeLabels } from '../../../shared/messages';
import type { Order } from '../../../shared/schemas/orders';
import { tradingApi } from '../../../shared/contracts/trading';
import { afterTrade } from '../../data/resources';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';
import './class-market.css';

/** One open order as a line: side, stock, quantity × limit, what it holds back. */
export function OpenOrderLine({ order }: { order: Order }) {
  return (
    <span className="open-order-what">
      <strong className={order.side === 'BUY' ? 'up' : 'down'}>
        지정가 {tradeTypeLabels[order.side]}
      </strong>{' '}
      {order.stockName} {formatNumber(order.quantity)}주 × {formatWon(order.limitPrice)}
      {order.reservedCash > 0 && (
        <span className="muted"> · 예약 {formatWon(order.reservedCash)}</span>
      )}
    </span>
  );
}

/**
 * 미체결: the student's open limit orders, each with a cancel button. A placed order, a fill
 * (live event) or a cancel refreshes the list through the query cache.
 */
export function OpenOrdersPanel() {
  const { data, refetch } = useApiQuery(tradingApi.orders, { query: { status: 'open' } });
  const cancelOrder = useApiMutation(tradingApi.cancelOrder, {
    invalidates: afterTrade,
    success: '주문을 취소했어요',
    fallback: '작업에 실패했습니다.',
  });

  async function cancel(order: Order) {
    // A refused cancel may mean the order filled meanwhile: the list is read again either way.
    if (!(await cancelOrder.send({ params: { id: order.id } }))) await refetch();
  }

  return (
    <section className="card open-orders" aria-labelledby="open-orders-title">
      <h2 className="card-title" id="open-orders-title">
        미체결 주문
      </h2>
      {!data || data.length === 0 ? (
        <p className="muted">미체결 주문이 없어요</p>
      ) : (
        <ul className="open-orders-list">
          {data.map((order) => (
            <li key={order.id} className="open-order">
              <OpenOrderLine order={order} />
              <button
                type="button"
                className="button button-outline button-small"
                aria-label={`${order.stockName} 지정가 ${tradeTypeLabels[order.side]} 주문 취소`}
                onClick={() => void cancel(order)}
              >
                취소
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
