// 단일가매매 (call auction) clearing by KRX's 합치가격 rule: the rule and its sources are in
// docs/decisions/0022.
import { roundToTick, tickDown, tickUp } from '../market/tick-size';

export type AuctionSide = 'BUY' | 'SELL';

export interface AuctionOrderInput {
  id: number;
  side: AuctionSide;
  quantity: number;
  price: number;
  /** Epoch ms: time priority at the same price. */
  createdAt: number;
}

export interface PriceLevel {
  price: number;
  /** D(p): buys at or above p. */
  demand: number;
  /** S(p): sells at or below p. */
  supply: number;
  /** Q(p) = min(D, S): what would trade at p. */
  executed: number;
  /** Buys priced above p and sells priced below p: a 합치가격 fills both in full. */
  buysAbove: number;
  sellsBelow: number;
  /** Trades and fills the better-priced orders on both sides in full (condition 1). */
  fillsBetter: boolean;
  /** 합치가격: fillsBetter, and each side that ordered at p gets a share there (condition 2). */
  matching: boolean;
}

export interface Clearing {
  /** null: no 합치가격 (no buy price reaches a sell price), nothing trades. */
  price: number | null;
  executed: number;
  /** Every price evaluated, ascending: the order prices, the reference and the gaps' edges. */
  levels: PriceLevel[];
  /** The 합치가격 (a contiguous run of tick prices), lowest and highest; null without a cross. */
  matching: { low: number; high: number } | null;
  /** Filled quantity of every order by id (0 for an order that did not trade). */
  fills: Map<number, number>;
}

export interface PriceQuantity {
  price: number;
  quantity: number;
}

const sumQuantity = (orders: AuctionOrderInput[]) => orders.reduce((s, o) => s + o.quantity, 0);
const buys = (orders: AuctionOrderInput[], keep: (price: number) => boolean) =>
  sumQuantity(orders.filter((o) => o.side === 'BUY' && keep(o.price)));
const sells = (orders: AuctionOrderInput[], keep: (price: number) => boolean) =>
  sumQuantity(orders.filter((o) => o.side === 'SELL' && keep(o.price)));

/** Cumulative buy quantity at or above the price: who would pay at least this much. */
export const demandAt = (orders: AuctionOrderInput[], price: number) =>
  buys(orders, (p) => p >= price);

/** Cumulative sell quantity at or below the price: who would accept this much. */
export const supplyAt = (orders: AuctionOrderInput[], price: number) =>
  sells(orders, (p) => p <= price);

const distinctPrices = (prices: number[]) => [...new Set(prices)].sort((a, b) => a - b);

/** The step curves as drawn: one entry per price that has orders, ascending. */
export function curves(orders: AuctionOrderInput[]): {
  demand: PriceQuantity[];
  supply: PriceQuantity[];
} {
  const prices = distinctPrices(orders.map((o) => o.price));
  return {
    demand: prices.map((price) => ({ price, quantity: demandAt(orders, price) })),
    supply: prices.map((price) => ({ price, quantity: supplyAt(orders, price) })),
  };
}

/**
 * Every tick price with its own outcome. Strictly between two neighbouring order prices neither
 * curve moves and nobody ordered, so those ticks all share one outcome: their edge ticks stand
 * for them, and the reference (on the grid) for itself, which the last step may land on.
 */
function candidatePrices(orders: AuctionOrderInput[], referencePrice: number): number[] {
  const prices = distinctPrices(orders.map((o) => o.price));
  const gapEdges = prices.slice(1).flatMap((high, i) => {
    const low = prices[i]!;
    return tickUp(low) < high ? [tickUp(low), tickDown(high)] : [];
  });
  const reference = [roundToTick(referencePrice, 'down'), roundToTick(referencePrice, 'up')];
  return distinctPrices([...prices, ...gapEdges, ...reference]);
}

/**
 * 유가증권시장 업무규정 제23조's two conditions (0022): the buys above p and the sells below p
 * execute in full; at p one side executes in full and the other side, if it ordered at p, at
 * least one share (the 매매수량단위).
 */
function priceLevel(orders: AuctionOrderInput[], price: number): PriceLevel {
  const demand = demandAt(orders, price);
  const supply = supplyAt(orders, price);
  const executed = Math.min(demand, supply);
  const buysAbove = buys(orders, (p) => p > price);
  const sellsBelow = sells(orders, (p) => p < price);
  const buyFillAtPrice = executed - buysAbove;
  const sellFillAtPrice = executed - sellsBelow;
  const sharesAtPrice = (ordered: number, filled: number) => ordered === 0 || filled >= 1;
  const fillsBetter = executed > 0 && buyFillAtPrice >= 0 && sellFillAtPrice >= 0;
  const matching =
    fillsBetter &&
    sharesAtPrice(demand - buysAbove, buyFillAtPrice) &&
    sharesAtPrice(supply - sellsBelow, sellFillAtPrice);
  return { price, demand, supply, executed, buysAbove, sellsBelow, fillsBetter, matching };
}

export function priceLevels(orders: AuctionOrderInput[], referencePrice: number): PriceLevel[] {
  return candidatePrices(orders, referencePrice).map((price) => priceLevel(orders, price));
}

/**
 * 시행세칙's choice among several 합치가격: the one equal to the reference (직전가격, here the
 * market price when the call opened), otherwise the one nearest it.
 */
const nearestToReference = (prices: number[], reference: number) =>
  prices.reduce((best, p) => (Math.abs(p - reference) < Math.abs(best - reference) ? p : best));

/** Price priority, then time priority, then the order id (same millisecond). */
function queue(orders: AuctionOrderInput[], side: AuctionSide) {
  const better = side === 'BUY' ? -1 : 1;
  return orders
    .filter((o) => o.side === side)
    .sort((a, b) => better * (a.price - b.price) || a.createdAt - b.createdAt || a.id - b.id);
}

/** Hands `total` out down the queue: better prices first, earlier orders first at one price. */
function allocate(ordered: AuctionOrderInput[], total: number, fills: Map<number, number>) {
  let left = total;
  for (const order of ordered) {
    const filled = Math.min(order.quantity, left);
    fills.set(order.id, filled);
    left -= filled;
  }
}

/**
 * The 합치가격. Where the curves cross but no price gives each side at it a share (each side's
 * best order alone at a price: buys 1 @ 9,990 and 1 @ 9,980, sells 1 @ 9,980 and 1 @ 9,990), the
 * prices that fill every better-priced order in full and trade are the 합치가격 (ADR 0022).
 */
function matchingPrices(levels: PriceLevel[]): number[] {
  const strict = levels.filter((l) => l.matching);
  return (strict.length > 0 ? strict : levels.filter((l) => l.fillsBetter)).map((l) => l.price);
}

export function clearAuction(orders: AuctionOrderInput[], referencePrice: number): Clearing {
  const levels = priceLevels(orders, referencePrice);
  const matching = matchingPrices(levels);
  const fills = new Map(orders.map((o) => [o.id, 0]));
  if (matching.length === 0) return { price: null, executed: 0, levels, matching: null, fills };
  const price = nearestToReference(matching, referencePrice);
  const executed = levels.find((l) => l.price === price)!.executed;
  const crossed = orders.filter((o) => (o.side === 'BUY' ? o.price >= price : o.price <= price));
  allocate(queue(crossed, 'BUY'), executed, fills);
  allocate(queue(crossed, 'SELL'), executed, fills);
  return {
    price,
    executed,
    levels,
    matching: { low: matching[0]!, high: matching.at(-1)! },
    fills,
  };
}
