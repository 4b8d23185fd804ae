import { atom } from 'jotai';
import { formatNumber, formatWon } from '../../../shared/format';
import type { Order, OrderUpdate } from '../../../shared/schemas/orders';
import { notify } from '../toast';

/** The latest push about one of the student's own resting orders (lists reload on it). */
export const orderUpdateAtom = atom<OrderUpdate | null>(null);

/** The toast a student sees when a resting order fills, expires or is cancelled by a rule. */
export function orderUpdateMessage(order: Order): string {
  const what = `${order.stockName} ${formatNumber(order.quantity)}주`;
  const side = order.side === 'BUY' ? '매수' : '매도';
  if (order.status === 'FILLED') {
    return `지정가 ${side} 주문이 체결되었습니다: ${what} × ${formatWon(order.fillPrice)}`;
  }
  if (order.status === 'EXPIRED')
    return `장 마감으로 지정가 ${side} 주문이 만료되었습니다: ${what}`;
  return `지정가 ${side} 주문이 취소되었습니다: ${what} · ${order.closeReason ?? ''}`;
}

export function announceOrderUpdate(update: OrderUpdate) {
  const message = orderUpdateMessage(update.order);
  if (update.order.status === 'FILLED') notify.success(message);
  else notify.info(message);
}
