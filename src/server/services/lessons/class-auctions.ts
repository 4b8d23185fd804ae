import type { DemandOrder } from '../../../shared/domain/lessons/elasticity';
import { auctionsRepo, type AuctionRow } from '../../db/repos/auctions.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { counted } from '../auctions/auction-board';

// The class call auctions a lesson can be reopened on: closed ones (a cancelled auction never
// cleared), newest first, as many as the teacher's list shows.
const LISTED = 20;

export const closedAuctionsOf = (db: DbOrTx, classId: number): AuctionRow[] =>
  auctionsRepo.ofClass(db, classId, LISTED).filter((a) => a.status === 'closed');

/** The orders the clearing counted, as prices and quantities only: no one's name. */
export const demandOrdersOf = (db: DbOrTx, auction: AuctionRow): DemandOrder[] =>
  counted(auction, auctionsRepo.orders(db, auction.id)).map((o) => ({
    side: o.side,
    price: o.price,
    quantity: o.quantity,
  }));
