import {
  clearAuction,
  curves,
  type AuctionOrderInput,
} from '../../../shared/domain/auction/clearing';
import { explainClearing } from '../../../shared/domain/auction/explain';
import { taxSellers } from '../../../shared/domain/lessons/tax-incidence';
import type { AuctionBoard, AuctionOrder } from '../../../shared/schemas/auctions';
import { auctionsRepo, type AuctionOrderRow, type AuctionRow } from '../../db/repos/auctions.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { auctionLesson } from './auction-lesson';

/** An order as the clearing sees it: a cancelled auction's released orders still draw. */
export const clearingInput = (o: AuctionOrderRow): AuctionOrderInput => ({
  id: o.id,
  side: o.side,
  quantity: o.quantity,
  price: o.price,
  createdAt: o.createdAt.getTime(),
});

/** Students who traded at the clearing price, biggest first. */
function fillsOf(orders: AuctionOrderRow[]) {
  return orders
    .filter((o) => (o.filledQuantity ?? 0) > 0)
    .map((o) => ({ name: o.userName, side: o.side, quantity: o.filledQuantity! }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name, 'ko'));
}

/**
 * The orders the clearing counts: one released while its auction went on (the account
 * deactivated, the cash lowered) has left it, while a cancelled auction's orders still draw.
 */
export const counted = (auction: AuctionRow, orders: AuctionOrderRow[]) =>
  auction.status === 'cancelled' ? orders : orders.filter((o) => o.status !== 'RELEASED');

/** Orders in arrival order without who placed them (time priority: the earlier id first). */
const arrivals = (orders: AuctionOrderRow[]) =>
  [...orders]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .map((o) => ({
      side: o.side,
      quantity: o.quantity,
      price: o.price,
      at: o.createdAt.toISOString(),
    }));

/**
 * The book the clearing runs on: with a lesson's tax (12경수02-05) every ask is raised by it, so
 * the clearing price is what the buyers pay and the sellers keep it less the tax.
 */
export const clearedBook = (auction: Pick<AuctionRow, 'lessonTax'>, inputs: AuctionOrderInput[]) =>
  auction.lessonTax > 0 ? taxSellers(inputs, auction.lessonTax) : inputs;

/** The room's view of an auction: curves while it runs, and the result once it closed. */
export function auctionBoard(auction: AuctionRow, orders: AuctionOrderRow[]): AuctionBoard {
  const inputs = counted(auction, orders).map(clearingInput);
  const closed = auction.status === 'closed';
  return {
    id: auction.id,
    classId: auction.classId,
    symbol: auction.symbol,
    stockName: auction.stockName,
    referencePrice: auction.referencePrice,
    opensAt: auction.opensAt.toISOString(),
    closesAt: auction.closesAt.toISOString(),
    status: auction.status,
    ...curves(inputs),
    orders: arrivals(counted(auction, orders)),
    orderCount: inputs.length,
    clearingPrice: auction.clearingPrice,
    executedQuantity: auction.executedQuantity,
    marketPrice: auction.marketPrice,
    fills: closed ? fillsOf(orders) : [],
    explanation: closed
      ? explainClearing(
          clearAuction(clearedBook(auction, inputs), auction.referencePrice),
          auction.referencePrice,
        )
      : null,
    lesson: auctionLesson(auction, inputs),
  };
}

export const toAuctionOrder = (o: AuctionOrderRow): AuctionOrder => ({
  id: o.id,
  side: o.side,
  quantity: o.quantity,
  price: o.price,
  reason: o.reason,
  reservedCash: o.reservedCash,
  filledQuantity: o.filledQuantity,
  releaseReason: o.releaseReason,
  createdAt: o.createdAt.toISOString(),
});

/** The auction's board as it stands now, for the room; undefined when it is gone. */
export function currentBoard(db: DbOrTx, auctionId: number): AuctionBoard | undefined {
  const auction = auctionsRepo.find(db, auctionId);
  return auction && auctionBoard(auction, auctionsRepo.orders(db, auctionId));
}
