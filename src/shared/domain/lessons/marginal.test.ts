import { describe, expect, it } from 'vitest';
import {
  costTable,
  explainHoldingValue,
  explainMarginalCost,
  explainValueSlope,
  rateRows,
  sellCost,
} from './marginal';
import { fitCurve, slopeAt, type DailyClose } from './price-curve';

// p = 10,000원, the default fee 0.015 % (150 ppm) and the 2026 KOSPI tax 0.20 % (2,000 ppm).
const RATES = { feeRatePpm: 150, taxRatePpm: 2_000 };

describe('거래 비용 함수 C(q)', () => {
  it('C(10) = ⌊100,000 × 0.015 %⌋ + ⌊100,000 × 0.20 %⌋ = ⌊15⌋ + ⌊200⌋ = 215', () => {
    expect(sellCost(10_000, 10, RATES)).toEqual({ fee: 15, tax: 200, cost: 215 });
  });

  it('the next share costs 22, 21, 22, 21, 22 won: steps around C′ = 21.5', () => {
    // C(1..6) = 1+20, 3+40, 4+60, 6+80, 7+100, 9+120 = 21, 43, 64, 86, 107, 129.
    const rows = costTable(10_000, 3, RATES);
    expect(rows.map((r) => [r.quantity, r.cost, r.nextShare])).toEqual([
      [1, 21, 22],
      [2, 43, 21],
      [3, 64, 22],
      [4, 86, 21],
      [5, 107, 22],
    ]);
    const marginal = explainMarginalCost(10_000, RATES);
    expect(marginal.value).toBe(21.5);
    expect(marginal.steps[0]!.expression).toBe('10{,}000 \\times (0.015\\% + 0.2\\%)');
  });

  it('over many shares the steps average to C′: (C(1,010) − C(10)) ÷ 1,000 = 21.5', () => {
    expect((sellCost(10_000, 1_010, RATES).cost - sellCost(10_000, 10, RATES).cost) / 1_000).toBe(
      21.5,
    );
  });

  it('adds the student’s own quantity and the one after it', () => {
    expect(costTable(71_000, 12, RATES).map((r) => r.quantity)).toEqual([1, 2, 3, 4, 5, 12, 13]);
    // C(12) = ⌊852,000 × 0.015 %⌋ + ⌊852,000 × 0.20 %⌋ = 127 + 1,704 = 1,831;
    // C(13) = ⌊923,000 × 0.015 %⌋ + ⌊923,000 × 0.20 %⌋ = 138 + 1,846 = 1,984.
    expect(costTable(71_000, 12, RATES).at(-2)).toEqual({
      quantity: 12,
      fee: 127,
      tax: 1_704,
      cost: 1_831,
      nextShare: 153,
    });
    // C′ = 71,000 × 0.215 % = 152.65: the real step 153 is C′ cut and carried to the won.
    expect(explainMarginalCost(71_000, RATES).value).toBe(152.65);
  });

  it('a class without the sales tax pays only the fee: C′ = p × f', () => {
    expect(explainMarginalCost(71_000, { feeRatePpm: 150, taxRatePpm: 0 }).value).toBe(10.65);
  });
});

describe('평가금액 V(p) = qp', () => {
  it('12주 at 71,000원: V = 852,000원 and dV/dp = 12', () => {
    expect(explainHoldingValue(12, 71_000).value).toBe(852_000);
    const slope = explainValueSlope(12, 71_000);
    expect(slope.value).toBe(12);
    // Independently: V(p + 1) − V(p).
    expect(12 * 71_001 - 12 * 71_000).toBe(slope.value);
  });
});

const closesOf = (values: number[]): DailyClose[] =>
  values.map((close, t) => ({ date: `2026-01-${String(t + 2).padStart(2, '0')}`, close }));

describe('평균변화율 → 순간변화율', () => {
  // On f(t) = t³ − 6t² + 9t + 100 (t = 0 … 9) the closes are the curve: f(9) = 424, f(8) = 300,
  // f(7) = 212, f(4) = 104. Backward averages 64, 106, 124 climb towards f′(9) = 144.
  const closes = closesOf([100, 104, 102, 100, 104, 120, 154, 212, 300, 424]);
  const fit = fitCurve(closes);

  it('h = 5, 2, 1 give (424 − 104) ÷ 5 = 64, (424 − 212) ÷ 2 = 106, (424 − 300) ÷ 1 = 124', () => {
    const rows = rateRows(closes, fit);
    expect(rows.map((r) => r.h)).toEqual([5, 2, 1]);
    expect(rows.map((r) => r.real.value)).toEqual([64, 106, 124]);
    expect(rows.map((r) => r.fitted.value)).toEqual([64, 106, 124]);
    expect(rows[0]).toMatchObject({ from: '2026-01-06', to: '2026-01-11' });
    expect(rows[0]!.real.steps[0]!.expression).toBe('\\frac{424 - 104}{5}');
  });

  it('the fitted averages tend to f′(T) as h shrinks (independently: h = 0.001)', () => {
    const tiny =
      (424 -
        (fit.cubic.a * 8.999 ** 3 + fit.cubic.b * 8.999 ** 2 + fit.cubic.c * 8.999 + fit.cubic.d)) /
      0.001;
    expect(tiny).toBeCloseTo(slopeAt(fit.cubic, 9), 1);
    expect(slopeAt(fit.cubic, 9)).toBeCloseTo(144, 6);
  });

  it('the spans stop where the window does', () => {
    expect(
      rateRows(
        closesOf(new Array<number>(25).fill(1_000)),
        fitCurve(closesOf(new Array<number>(25).fill(1_000))),
      ).map((r) => r.h),
    ).toEqual([20, 10, 5, 2, 1]);
  });
});
