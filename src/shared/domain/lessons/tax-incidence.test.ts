import { describe, expect, it } from 'vitest';
import { demandAt, supplyAt, type AuctionOrderInput } from '../auction/clearing';
import {
  demandBefore,
  EXAMPLE_BOOK,
  explainIncidence,
  taxedSupply,
  taxIncidence,
  taxSellers,
} from './tax-incidence';

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

describe('조세 귀착 with 계산 보기 (t = 200 on the same book)', () => {
  // Asks + 200: 10,100 / 10,200 / 10,300 / 10,400, so S_t(10,100) = 25, S_t(10,200) = 50.
  // Q(10,100) = min(60, 25) = 25, Q(10,200) = min(30, 50) = 30, Q(10,300) = min(10, 75) = 10:
  // P_B = 10,200 (30 shares); without the tax P₀ = 10,100 (60). Buyers 100, sellers 10,100 − 10,000.
  const incidence = taxIncidence(BOOK, 200, 10_000)!;

  it('splits t = 200 into 100 for the buyers and 100 for the sellers', () => {
    expect(incidence).toEqual({
      before: { price: 10_100, quantity: 60 },
      after: { price: 10_200, net: 10_000, quantity: 30 },
      buyers: 100,
      sellers: 100,
    });
    expect(taxedSupply(BOOK, 200)).toEqual([
      { price: 10_000, quantity: 0 },
      { price: 10_100, quantity: 25 },
      { price: 10_200, quantity: 50 },
      { price: 10_300, quantity: 75 },
      { price: 10_400, quantity: 100 },
    ]);
  });

  it("ends each figure's steps in its value, with the numbers written out", () => {
    const figures = explainIncidence(BOOK, 10_000, 200, incidence);
    expect(figures.untaxed.value).toBe(10_100);
    expect(figures.buyers.steps).toEqual([{ expression: '10{,}200 - 10{,}100', value: 100 }]);
    expect(figures.sellers.steps).toEqual([
      { expression: 'P_{B} - t = 10{,}200 - 200', value: 10_000 },
      { expression: '10{,}100 - 10{,}000', value: 100 },
    ]);
  });

  it("the buyers' price is one that trades the most under the tax (brute force over the grid)", () => {
    for (const tax of [50, 100, 200, 300]) {
      const q = (p: number) => Math.min(demandAt(BOOK, p), supplyAt(BOOK, p - tax));
      const prices = Array.from({ length: 201 }, (_, i) => 9_000 + i * 10);
      const most = Math.max(...prices.map(q));
      const result = taxIncidence(BOOK, tax, 10_000)!;
      expect(prices.filter((p) => q(p) === most)).toContain(result.after.price);
      expect(result.after.net).toBe(result.after.price - tax);
    }
  });

  it('소득 변화: the demand of the buys placed before the deposit only', () => {
    // Orders 1–4 are the buys, created at 1…4: before instant 3, the first two (10 @ 10,300, 20 @ 10,200).
    expect(demandBefore(BOOK, 3)).toEqual([
      { price: 10_200, quantity: 30 },
      { price: 10_300, quantity: 10 },
    ]);
  });
});

describe('the 예시 book (demand and supply alike)', () => {
  const { orders, referencePrice } = EXAMPLE_BOOK;

  it('splits t = 100 evenly, as the textbook draws equal slopes: 50 and 50', () => {
    // D(10,050) = 6 × 10 = S(10,050); with the asks + 100, D(10,100) = 50 = S_t(10,100).
    expect(taxIncidence(orders, 100, referencePrice)).toEqual({
      before: { price: 10_050, quantity: 60 },
      after: { price: 10_100, net: 10_000, quantity: 50 },
      buyers: 50,
      sellers: 50,
    });
    expect(taxIncidence(orders, 200, referencePrice)).toMatchObject({ buyers: 100, sellers: 100 });
  });

  it('trades the largest min(D(p), S(p − t)) for every t (independent)', () => {
    for (const tax of [0, 50, 100, 150, 200, 300]) {
      let best = 0;
      for (let p = 9_000; p <= 11_000; p += 10)
        best = Math.max(best, Math.min(demandAt(orders, p), supplyAt(orders, p - tax)));
      expect(taxIncidence(orders, tax, referencePrice)?.after.quantity ?? 0).toBe(best);
    }
  });
});
