import { describe, expect, it } from 'vitest';
import { demandAt, supplyAt, type AuctionOrderInput } from '../auction/clearing';
import { taxIncidence, taxSellers } from './tax-incidence';

let id = 0;
const order = (side: 'BUY' | 'SELL', quantity: number, price: number): AuctionOrderInput => ({
  id: ++id,
  side,
  quantity,
  price,
  createdAt: id,
});

// Ticks are 10 won here. D(p): 10,000 → 100, 10,100 → 60, 10,200 → 30, 10,300 → 10.
const BOOK = [
  order('BUY', 10, 10_300),
  order('BUY', 20, 10_200),
  order('BUY', 30, 10_100),
  order('BUY', 40, 10_000),
  order('SELL', 25, 9_900),
  order('SELL', 25, 10_000),
  order('SELL', 25, 10_100),
  order('SELL', 25, 10_200),
];

describe('판매자에게 주당 t원의 세금 (공급곡선이 t만큼 위로)', () => {
  it('a seller who asked p needs p + t, on the tick grid', () => {
    expect(taxSellers(BOOK, 100).map((o) => o.price)).toEqual([
      10_300, 10_200, 10_100, 10_000, 10_000, 10_100, 10_200, 10_300,
    ]);
    expect(taxSellers([order('SELL', 1, 9_990)], 15)[0]!.price).toBe(10_010);
  });

  it("t = 100: Q falls 60 → 50 at the same buyers' price 10,100; the sellers bear all 100", () => {
    // Before: Q(10,000) = min(100, 50) = 50, Q(10,100) = min(60, 75) = 60, Q(10,200) = 30.
    // After: S moves up 100: Q(10,100) = min(60, 50) = 50, Q(10,200) = min(30, 75) = 30.
    expect(taxIncidence(BOOK, 100, 10_000)).toEqual({
      before: { price: 10_100, quantity: 60 },
      after: { price: 10_100, net: 10_000, quantity: 50 },
      buyers: 0,
      sellers: 100,
    });
  });

  it('the taxed quantity is the largest min(D(p), S(p − t)) on the grid (independent)', () => {
    for (const tax of [0, 50, 100, 200, 300]) {
      let best = 0;
      for (let p = 9_000; p <= 11_000; p += 10)
        best = Math.max(best, Math.min(demandAt(BOOK, p), supplyAt(BOOK, p - tax)));
      expect(taxIncidence(BOOK, tax, 10_000)?.after.quantity ?? 0).toBe(best);
    }
  });

  it('every share of the tax is borne by someone: buyers + sellers = t', () => {
    for (const tax of [50, 100, 200]) {
      const incidence = taxIncidence(BOOK, tax, 10_000)!;
      expect(incidence.buyers + incidence.sellers).toBe(tax);
    }
  });
});
