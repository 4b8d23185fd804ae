// 단일가매매 (call auction) clearing: the rule and its source are in docs/decisions/0022.

export type AuctionSide = 'BUY' | 'SELL';

export interface AuctionOrderInput {
  id: number;
  side: AuctionSide;
  quantity: number;
  price: number;
  /** Epoch ms: time priority at the same price. */
  createdAt: number;
}

export interface PriceQuantity {
  price: number;
  quantity: number;
}

/** One candidate price: what would trade there and how much would be left over. */
export interface PriceLevel {
  price: number;
  demand: number;
  supply: number;
  executed: number;
  imbalance: number;
}

export interface Clearing {
  /** null: no buy price reaches any sell price (no cross). */
  price: number | null;
  executed: number;
  levels: PriceLevel[];
  /** Candidates left after each tie-break, for 계산 보기. */
  maxExecuted: number[];
  leastImbalance: number[];
  /** Filled quantity of every order by id (0 for an order that did not trade). */
  fills: Map<number, number>;
}

const sumQuantity = (orders: AuctionOrderInput[]) => orders.reduce((s, o) => s + o.quantity, 0);

/** Cumulative buy quantity at or above the price: who would pay at least this much. */
export const demandAt = (orders: AuctionOrderInput[], price: number) =>
  sumQuantity(orders.filter((o) => o.side === 'BUY' && o.price >= price));

/** Cumulative sell quantity at or below the price: who would accept this much. */
export const supplyAt = (orders: AuctionOrderInput[], price: number) =>
  sumQuantity(orders.filter((o) => o.side === 'SELL' && o.price <= price));

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

export function priceLevels(orders: AuctionOrderInput[], referencePrice: number): PriceLevel[] {
  // Between two order prices neither curve moves, so the order prices and the reference are
  // every distinct outcome; the reference is needed for the last tie-break (0022).
  return distinctPrices([...orders.map((o) => o.price), referencePrice]).map((price) => {
    const demand = demandAt(orders, price);
    const supply = supplyAt(orders, price);
    return {
      price,
      demand,
      supply,
      executed: Math.min(demand, supply),
      imbalance: Math.abs(demand - supply),
    };
  });
}

const keepBest = (levels: PriceLevel[], score: (l: PriceLevel) => number) => {
  const best = Math.max(...levels.map(score));
  return levels.filter((l) => score(l) === best);
};

/** The candidates' price nearest the reference (the candidates are contiguous: see 0022). */
const nearest = (prices: number[], reference: number) =>
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

export function clearAuction(orders: AuctionOrderInput[], referencePrice: number): Clearing {
  const levels = priceLevels(orders, referencePrice);
  const crossing = levels.filter((l) => l.executed > 0);
  const fills = new Map(orders.map((o) => [o.id, 0]));
  if (crossing.length === 0) {
    return { price: null, executed: 0, levels, maxExecuted: [], leastImbalance: [], fills };
  }
  const most = keepBest(crossing, (l) => l.executed);
  const least = keepBest(most, (l) => -l.imbalance);
  const price = nearest(
    least.map((l) => l.price),
    referencePrice,
  );
  const executed = most[0]!.executed;
  const eligible = (o: AuctionOrderInput) =>
    o.side === 'BUY' ? o.price >= price : o.price <= price;
  const crossed = orders.filter(eligible);
  allocate(queue(crossed, 'BUY'), executed, fills);
  allocate(queue(crossed, 'SELL'), executed, fills);
  return {
    price,
    executed,
    levels,
    maxExecuted: most.map((l) => l.price),
    leastImbalance: least.map((l) => l.price),
    fills,
  };
}
