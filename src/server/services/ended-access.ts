import type { DbOrTx } from '../db/repos/db-or-tx';
import { ordersRepo } from '../db/repos/orders.repo';
import { projectorRepo } from '../db/repos/projector.repo';

export const DEACTIVATED_REASON = '계정이 비활성화되어 주문이 취소되었습니다';

/**
 * What a deactivated account leaves running stops with it: a student's resting orders would
 * otherwise keep filling, a teacher's display links keep showing the class. Links are revoked,
 * not hidden, so reactivating the teacher does not bring them back (a new link must be issued).
 */
export function endAccountAccess(tx: DbOrTx, userId: number, at: Date) {
  const cancelledOrders = ordersRepo
    .openOfUsers(tx, [userId])
    .filter((order) =>
      ordersRepo.close(tx, order.id, { status: 'CANCELLED', at, reason: DEACTIVATED_REASON }),
    )
    .map((order) => order.id);
  const revokedClasses = projectorRepo.revokeLinksOfTeacher(tx, userId, at);
  return { cancelledOrders, revokedClasses };
}
