import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_RATES,
  explainBuyingRate,
  explainDollarReturn,
  explainDollarsBought,
  explainSellingRate,
  explainWonBack,
} from './exchange';

// 예시 환율: S₀ = 1,350원, S₁ = 1,400원, 스프레드 1.75 %, 우대율 50 %.
const rates = EXAMPLE_RATES;

describe('r달러 = (1 + r원화) × S₀ ÷ S₁ − 1 (12경수01-02)', () => {
  it('turns +10 % in won into +6.0714 % in dollars when the won weakens 1,350 → 1,400', () => {
    // 1.1 × 1,350 ÷ 1,400 − 1 = 1,485 ÷ 1,400 − 1 = 0.0607142…
    const figure = explainDollarReturn(0.1, rates);
    expect(figure.value).toBe(0.060714);
    expect(figure.steps[0]!.expression).toBe(
      '(1 + 10.0000\\%) \\times \\frac{1{,}350}{1{,}400} - 1',
    );
  });

  it('equals converting the money in and the value out at each day’s rate (independent)', () => {
    for (const [netDeposits, value, s0, s1] of [
      [1_000_000, 1_100_000, 1_350, 1_400],
      [10_000_000, 9_200_000, 1_420.5, 1_310.25],
      [5_000_000, 5_000_000, 1_300, 1_300],
    ] as const) {
      const dollarsIn = netDeposits / s0;
      const dollarsOut = value / s1;
      const wonReturn = (value - netDeposits) / netDeposits;
      const figure = explainDollarReturn(wonReturn, { ...rates, startRate: s0, endRate: s1 });
      expect(figure.value).toBeCloseTo(dollarsOut / dollarsIn - 1, 6);
    }
  });
});

describe('환전: 매매기준율, 살 때·팔 때, 우대율', () => {
  it('quotes 살 때 1,424.50원, with 50 % 우대 1,412.25원, and 팔 때 1,375.50원', () => {
    expect(explainBuyingRate(rates, false).value).toBe(1_424.5);
    expect(explainBuyingRate(rates, true).value).toBe(1_412.25);
    expect(explainSellingRate(rates).value).toBe(1_375.5);
  });

  it('buys $708.08 with 1,000,000원 at 1,412.25 and gets 973,964원 back at once', () => {
    expect(explainDollarsBought(1_000_000, 1_412.25).value).toBe(708.08);
    expect(explainWonBack(708.08, 1_375.5).value).toBe(973_964);
    // Without 우대: 1,000,000 ÷ 1,424.5 = 702.0007… → $702.00
    expect(explainDollarsBought(1_000_000, 1_424.5).value).toBe(702);
  });
});
