import {
  clearAuction,
  curves,
  type AuctionOrderInput,
} from '../../../shared/domain/auction/clearing';
import { explainClearing } from '../../../shared/domain/auction/explain';
import type { AuctionBoard, AuctionOrder } from '../../../shared/schemas/auctions';
import type { AuctionOrderRow, AuctionRow } from '../../db/repos/auctions.repo';

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

/** The room's view of an auction: curves while it runs, and the result once it closed. */
export function auctionBoard(auction: AuctionRow, orders: AuctionOrderRow[]): AuctionBoard {
  const inputs = orders.map(clearingInput);
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
    orders: arrivals(orders),
    orderCount: orders.length,
    clearingPrice: auction.clearingPrice,
    executedQuantity: auction.executedQuantity,
    marketPrice: auction.marketPrice,
    fills: closed ? fillsOf(orders) : [],
    explanation: closed
      ? explainClearing(clearAuction(inputs, auction.referencePrice), auction.referencePrice)
      : null,
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
  createdAt: o.createdAt.toISOString(),
});
