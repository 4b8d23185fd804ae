import type { DbOrTx } from '../../db/repos/db-or-tx';
import { auctionsRepo } from '../../db/repos/auctions.repo';
import { ordersRepo } from '../../db/repos/orders.repo';

export const CASH_LOWERED_REASON = '선생님이 현금을 조정해 예약할 현금이 부족해졌습니다';

/**
 * Keeps cash ≥ Σ reservations when a teacher lowers a student's cash: the newest open limit buys
 * are cancelled, then the newest class call auction buys released, until the rest fit. Answers
 * the cancelled limit orders' ids (their students are told).
 */
export function releaseReservationsOver(
  tx: DbOrTx,
  userId: number,
  cash: number,
  at: Date,
): number[] {
  let reserved = ordersRepo.reservedCash(tx, userId) + auctionsRepo.reservedCash(tx, userId);
  const cancelled: number[] = [];
  for (const order of ordersRepo.openBuys(tx, userId)) {
    if (reserved <= cash) return cancelled;
    ordersRepo.close(tx, order.id, { status: 'CANCELLED', at, reason: CASH_LOWERED_REASON });
    reserved -= order.reservedCash;
    cancelled.push(order.id);
  }
  for (const order of auctionsRepo.openBuys(tx, userId)) {
    if (reserved <= cash) break;
    auctionsRepo.closeOrder(tx, order.id, {
      status: 'RELEASED',
      filledQuantity: 0,
      releaseReason: CASH_LOWERED_REASON,
    });
    reserved -= order.reservedCash;
  }
  return cancelled;
}
