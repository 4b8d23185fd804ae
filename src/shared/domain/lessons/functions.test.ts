import { describe, expect, it } from 'vitest';
import {
  breakEvenPrice,
  buyCost,
  explainBreakEven,
  explainLinearValue,
  explainTradeCost,
  feeStairs,
  floorRows,
  netProceeds,
  netProceedsCurve,
  stepAmount,
} from './functions';

// The default fee 0.015 % (150 ppm) and the 2026 KOSPI sell tax 0.20 % (2,000 ppm).
const RATES = { feeRatePpm: 150, taxRatePpm: 2_000 };

describe('거래 비용은 금액 A의 함수 (바닥 함수)', () => {
  it('S(100,000) = ⌊15⌋ + ⌊200⌋ = 215원', () => {
    const cost = explainTradeCost(100_000, RATES);
    expect(cost.value).toBe(215);
    expect(cost.steps[1]!.expression).toContain('\\lfloor 15 \\rfloor + \\lfloor 200 \\rfloor');
  });

  it('the fee ⌊A × 0.015 %⌋ steps up at 6,667원 and 13,334원', () => {
    expect(stepAmount(1, 150)).toBe(6_667);
    expect(stepAmount(2, 150)).toBe(13_334);
    expect(floorRows(100_000, 150)).toEqual([
      { amount: 6_666, exact: 0.9999, fee: 0 },
      { amount: 6_667, exact: 1.00005, fee: 1 },
      { amount: 100_000, exact: 15, fee: 15 },
    ]);
  });

  it('the staircase is flat between steps and rises by 1원 at each step amount', () => {
    const { stairs, line } = feeStairs(150, 2);
    expect(stairs).toEqual([
      [0, 0],
      [6_667, 0],
      [6_667, 1],
      [13_334, 1],
      [13_334, 2],
    ]);
    expect(line[1]).toEqual([13_334, 2.0001]);
  });

  it('every step of the stairs is ⌊Af⌋ on either side (independent: the floor of the product)', () => {
    for (const ppm of [150, 100, 350, 2_000]) {
      const { stairs } = feeStairs(ppm, 4);
      const floor = (amount: number) => Math.floor((amount * ppm) / 1_000_000);
      stairs.forEach(([amount, fee], i) =>
        // An odd point is the stair's end just before the step, an even one the step itself.
        expect(i % 2 === 1 ? floor(amount - 1) : floor(amount)).toBe(fee),
      );
    }
  });
});

describe('평가금액 V(p) = qp는 일차함수', () => {
  it('V(71,000) = 12 × 71,000 = 852,000원', () => {
    expect(explainLinearValue(12, 71_000).value).toBe(852_000);
  });
});

describe('본전 매도가는 N(p)의 역함수', () => {
  it('10주를 10,000원에 샀으면 K = 100,015원, p* = 10,023원', () => {
    // K = 100,000 + ⌊15⌋. N(10,023) = 100,230 − ⌊15.0345⌋ − ⌊200.46⌋ = 100,015 = K;
    // N(10,022) = 100,220 − 15 − 200 = 100,005 < K. Smooth: 100,015 ÷ 9.9785 = 10,023.05.
    expect(buyCost(10, 10_000, 150)).toEqual({ amount: 100_000, fee: 15, cost: 100_015 });
    expect(netProceeds(10_023, 10, RATES)).toBe(100_015);
    expect(netProceeds(10_022, 10, RATES)).toBe(100_005);
    const breakEven = explainBreakEven({ quantity: 10, averagePrice: 10_000, rates: RATES });
    expect(breakEven.steps.map((s) => s.value)).toEqual([100_015, 10_023.05, 10_023]);
    expect(breakEven.value).toBe(10_023);
  });

  it('with no tax (우리 반 면제) 1주 at 50,000원 breaks even at 50,015원', () => {
    // K = 50,000 + ⌊7.5⌋ = 50,007; N(50,014) = 50,014 − ⌊7.5021⌋ = 50,007.
    expect(breakEvenPrice(50_007, 1, { feeRatePpm: 150, taxRatePpm: 0 })).toBe(50_014);
  });

  it('agrees with a search from 1원 up (independent computation)', () => {
    const cases = [
      { q: 1, cost: 7_002, rates: RATES },
      { q: 3, cost: 21_480, rates: { feeRatePpm: 350, taxRatePpm: 1_800 } },
      { q: 7, cost: 70_333, rates: RATES },
      { q: 2, cost: 12_999, rates: { feeRatePpm: 0, taxRatePpm: 0 } },
    ];
    for (const { q, cost, rates } of cases) {
      let brute = 1;
      while (netProceeds(brute, q, rates) < cost) brute += 1;
      expect(breakEvenPrice(cost, q, rates)).toBe(brute);
    }
  });

  it('the sampled curve runs from the low to the high price through N(p)', () => {
    const curve = netProceedsCurve(9_000, 11_000, 10, RATES, 4);
    expect(curve.map(([p]) => p)).toEqual([9_000, 9_500, 10_000, 10_500, 11_000]);
    expect(curve[2]).toEqual([10_000, 99_785]);
  });
});
