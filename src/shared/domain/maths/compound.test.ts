import { describe, expect, it } from 'vitest';
import { explainAnnuity, explainLumpSum, explainPeriodRate } from './annuity';
import {
  explainAnnualisedReturn,
  explainCompoundDeposit,
  explainDoublingTime,
  explainPresentValue,
  explainRuleOf72,
  explainSimpleDeposit,
} from './compound';
import type { Explained } from './explained';

// Hand computations, the arithmetic in the comments; every explanation ends in its value.
function expectFigure(figure: Explained, value: number | null) {
  expect(figure.value).toBe(value);
  expect(figure.steps.at(-1)!.value).toBe(value);
}

describe('연 복리 수익률', () => {
  it.each([
    [0.05, 126, 0.1025], // (1.05)^(252/126) − 1 = 1.1025 − 1
    [-0.1, 252, -0.1], // a whole year: the rate is the return
    [0.21, 504, 0.1], // (1.21)^(1/2) − 1 = 1.1 − 1
    [0.05, 19, null], // fewer than 20 daily returns: not annualised
    [null, 40, null],
  ])('R = %s over %i days → %s', (periodReturn, days, rate) => {
    expectFigure(explainAnnualisedReturn(periodReturn, days), rate);
  });
});

describe('72의 법칙과 정확한 배가 기간', () => {
  it.each([
    // 72 ÷ 8 = 9; ln 2 ÷ ln 1.08 = 0.693147 ÷ 0.076961 = 9.0065
    [0.08, 9, 9.01],
    // 72 ÷ 10.25 = 7.0244; 0.693147 ÷ ln 1.1025 (0.097580) = 7.1034
    [0.1025, 7.02, 7.1],
    // 72 ÷ 3 = 24; 0.693147 ÷ ln 1.03 (0.029559) = 23.450
    [0.03, 24, 23.45],
  ])('r = %s: 72 rule %s years, exact %s years', (rate, rule, exact) => {
    expectFigure(explainRuleOf72(rate), rule);
    expectFigure(explainDoublingTime(rate), exact);
  });

  it('a rate at or below zero never doubles', () => {
    expectFigure(explainRuleOf72(0), null);
    expect(explainDoublingTime(-0.05).note).toBe('연 수익률이 0 % 이하라 돈이 두 배가 되지 않아요');
  });
});

describe('정기예금: 단리와 복리', () => {
  it.each([
    // 10,000,000 × (1 + 0.03 × 126/252) = 10,150,000; 10,000,000 × 1.03^0.5 = 10,148,891.57
    [10_000_000, 0.03, 126, 10_150_000, 10_148_891],
    // one whole year: both 10,300,000
    [10_000_000, 0.03, 252, 10_300_000, 10_300_000],
    // two years: 10,000,000 × 1.06 vs × 1.0609
    [10_000_000, 0.03, 504, 10_600_000, 10_609_000],
    [5_000_000, 0, 100, 5_000_000, 5_000_000],
  ])('P %i at %s for %i days: 단리 %i, 복리 %i', (principal, rate, days, simple, compound) => {
    expectFigure(explainSimpleDeposit({ principal, rate, days }), simple);
    expectFigure(explainCompoundDeposit({ principal, rate, days }), compound);
  });
});

describe('현재가치', () => {
  it.each([
    // 12,000,000 ÷ 1.1³ = 12,000,000 ÷ 1.331 = 9,015,777.6
    [12_000_000, 3, 0.1, 9_015_778],
    // 12,000,000 ÷ 1.03³ = 12,000,000 ÷ 1.092727 = 10,981,699.9
    [12_000_000, 3, 0.03, 10_981_700],
    [12_000_000, 3, 0, 12_000_000],
    [12_000_000, 3, null, null],
  ])('FV %i in %i years at %s → %s', (goal, years, rate, value) => {
    expectFigure(explainPresentValue({ goal, years, rate }), value);
  });
});

describe('적립식과 거치식', () => {
  // i = 1.01¹² − 1 makes the monthly rate exactly 1 %.
  const monthly1 = { payment: 500_000, annualRate: 1.01 ** 12 - 1, perYear: 12, count: 6 };

  it('the period rate is the yearly rate as a compound m-th root', () => {
    expectFigure(explainPeriodRate(monthly1), 0.01);
    // 1.03^(1/52) − 1 = 0.000568568 → 0.000569
    expectFigure(explainPeriodRate({ ...monthly1, annualRate: 0.03, perYear: 52 }), 0.000569);
  });

  it.each([
    // 500,000 × (1.01⁶ − 1) ÷ 0.01 = 500,000 × 6.1520151 = 3,076,007.5;
    // 거치식 3,000,000 × 1.01⁵ = 3,000,000 × 1.05101005 = 3,153,030.2
    [monthly1, 3_076_008, 3_153_030],
    // weekly at 3 %: r = 0.000569; 500,000 × (1.000569¹⁰ − 1) ÷ 0.000569 = 5,012,821.6;
    // 거치식 5,000,000 × 1.000569⁹ = 5,025,663.4
    [{ payment: 500_000, annualRate: 0.03, perYear: 52, count: 10 }, 5_012_822, 5_025_663],
    // no interest: the deposits themselves, 4 × 250,000
    [{ payment: 250_000, annualRate: 0, perYear: 12, count: 4 }, 1_000_000, 1_000_000],
  ])('S and the lump sum (%#)', (input, annuity, lump) => {
    expectFigure(explainAnnuity(input), annuity);
    expectFigure(explainLumpSum(input), lump);
  });
});
