import { clearAuction, type AuctionOrderInput } from '../auction/clearing';
import { roundToTick } from '../market/tick-size';

// 12경수02-05 세금과 균형가격 (the pure part of the smaller form; no page yet): a per-share tax t
// on sellers shifts the supply curve up by t — a seller who asked p now needs p + t from the
// buyers (the first 호가 at or above it). The same order book is cleared by the app's KRX rule
// (docs/decisions/0022) with and without the tax; 조세 귀착 splits t into the buyers' price rise
// and the sellers' net price fall.

/** Every sell order asks t more per share, on the tick grid (rounded up: the seller needs ≥ p + t). */
export function taxSellers(orders: AuctionOrderInput[], tax: number): AuctionOrderInput[] {
  return orders.map((o) =>
    o.side === 'SELL' ? { ...o, price: roundToTick(o.price + tax, 'up') } : o,
  );
}

export interface TaxIncidence {
  before: { price: number; quantity: number };
  /** The buyers' price with the tax and the sellers' net price (buyers' price − t). */
  after: { price: number; net: number; quantity: number };
  /** How much of t the buyers bear (their price rise) and the sellers (their net price fall). */
  buyers: number;
  sellers: number;
}

/** Both clearings of one book, or null when either has no 합치가격 (nothing trades). */
export function taxIncidence(
  orders: AuctionOrderInput[],
  tax: number,
  referencePrice: number,
): TaxIncidence | null {
  const before = clearAuction(orders, referencePrice);
  const after = clearAuction(taxSellers(orders, tax), referencePrice);
  if (before.price === null || after.price === null) return null;
  return {
    before: { price: before.price, quantity: before.executed },
    after: { price: after.price, net: after.price - tax, quantity: after.executed },
    buyers: after.price - before.price,
    sellers: before.price - (after.price - tax),
  };
}

/** The 예시 book a class without a closed call auction works on (labelled 예시 on the page). */
export const EXAMPLE_BOOK: { referencePrice: number; orders: AuctionOrderInput[] } = {
  referencePrice: 10_000,
  orders: (
    [
      ['BUY', 10, 10_300],
      ['BUY', 20, 10_200],
      ['BUY', 30, 10_100],
      ['BUY', 40, 10_000],
      ['SELL', 25, 9_900],
      ['SELL', 25, 10_000],
      ['SELL', 25, 10_100],
      ['SELL', 25, 10_200],
    ] as const
  ).map(([side, quantity, price], i) => ({ id: i + 1, side, quantity, price, createdAt: i + 1 })),
};
