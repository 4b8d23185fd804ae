import { auctionsRepo } from '../../db/repos/auctions.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { ordersRepo } from '../../db/repos/orders.repo';
import { projectorRepo } from '../../db/repos/projector.repo';

export const DEACTIVATED_REASON = '계정이 비활성화되어 주문이 취소되었습니다';

/** A student's open call-auction orders leave their auctions; answers the auctions changed. */
function releaseAuctionOrders(tx: DbOrTx, userId: number): number[] {
  const released = auctionsRepo.openOfUser(tx, userId).filter((order) =>
    auctionsRepo.closeOrder(tx, order.id, {
      status: 'RELEASED',
      filledQuantity: 0,
      releaseReason: DEACTIVATED_REASON,
    }),
  );
  return [...new Set(released.map((order) => order.auctionId))];
}

/**
 * What a deactivated account leaves running stops with it: a student's resting and call-auction
 * orders would otherwise keep filling, a teacher's display links keep showing the class. Links
 * are revoked, not hidden, so reactivating the teacher does not bring them back (a new link
 * must be issued).
 */
export function endAccountAccess(tx: DbOrTx, userId: number, at: Date) {
  const cancelledOrders = ordersRepo
    .openOfUsers(tx, [userId])
    .filter((order) =>
      ordersRepo.close(tx, order.id, { status: 'CANCELLED', at, reason: DEACTIVATED_REASON }),
    )
    .map((order) => order.id);
  const changedAuctions = releaseAuctionOrders(tx, userId);
  const revokedClasses = projectorRepo.revokeLinksOfTeacher(tx, userId, at);
  return { cancelledOrders, changedAuctions, revokedClasses };
}
