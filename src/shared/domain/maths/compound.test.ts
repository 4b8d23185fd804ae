import { describe, expect, it } from 'vitest';
import {
  explainAnnuity,
  explainAnnuityPresentValue,
  explainLumpSum,
  explainPeriodRate,
} from './annuity';
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

  it('without a yearly rate yet it says so, not that the money never doubles', () => {
    expectFigure(explainRuleOf72(null), null);
    expect(explainRuleOf72(null).note).toBe('연 복리 수익률이 아직 없어 계산하지 않았어요');
    expect(explainDoublingTime(null).note).toBe('연 복리 수익률이 아직 없어 계산하지 않았어요');
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
  const weekly3 = (count: number) => ({ payment: 500_000, annualRate: 0.03, perYear: 52, count });

  it('the period rate is the yearly rate as a compound m-th root', () => {
    expectFigure(explainPeriodRate(monthly1), 0.01);
    // 1.03^(1/52) − 1 = 0.00056860009642… → 0.000569 on the ratio grid
    expectFigure(explainPeriodRate(weekly3(1)), 0.000569);
  });

  // Independent figures: 40-digit decimal arithmetic (Python's decimal module), rounded to won.
  it.each([
    // 500,000 × (1.01⁶ − 1) ÷ 0.01 = 500,000 × 6.15201506 = 3,076,007.53;
    // P = 500,000 × (1 − 1.01⁻⁶) ÷ 0.01 = 2,897,738.24; 거치식 3,000,000 × 1.01⁵ = 3,153,030.15
    [monthly1, 3_076_008, 2_897_738, 3_153_030],
    // r = 1.03^(1/52) − 1 = 0.000568600096428746; 1.000568600096428746¹⁰ = 1.005700571819211;
    // S = 500,000 × 0.005700571819211 ÷ r = 5,012,812.92;
    // P = 500,000 × (1 − 1.000568600096428746⁻¹⁰) ÷ r = 4,984,398.995;
    // 거치식 5,000,000 × 1.000568600096428746⁹ = 5,025,645.28
    [weekly3(10), 5_012_813, 4_984_399, 5_025_645],
    // A year of weekly deposits: (1 + r)⁵² = 1.03 exactly, so S = 500,000 × 0.03 ÷ r
    // = 15,000 ÷ 0.000568600096428746 = 26,380,579.42 (r on the 10⁻⁶ grid, 0.000569, gave
    // 26,362,038 via 1.000569⁵²: the ₩270-per-year error grew with the count);
    // P = 500,000 × (1 − 1 ÷ 1.03) ÷ r = 25,612,213.03 = S ÷ 1.03;
    // 거치식 26,000,000 × 1.03^(51/52) = 26,764,781.54
    [weekly3(52), 26_380_579, 25_612_213, 26_764_782],
    // no interest: the deposits themselves, 4 × 250,000
    [{ payment: 250_000, annualRate: 0, perYear: 12, count: 4 }, 1_000_000, 1_000_000, 1_000_000],
  ])('S, P and the lump sum (%#)', (input, annuity, present, lump) => {
    expectFigure(explainAnnuity(input), annuity);
    expectFigure(explainAnnuityPresentValue(input), present);
    expectFigure(explainLumpSum(input), lump);
  });

  /** The numbers written in a step, in order ("{,}" groups thousands). */
  const numbersOf = (expression: string) =>
    [...expression.replace(/\{,\}/g, '').matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

  it('the last steps can be redone by hand from the rate they write', () => {
    for (const count of [1, 10, 52, 104]) {
      const [a, f, one, r] = numbersOf(explainAnnuity(weekly3(count)).steps[2]!.expression);
      expect(Math.round((a! * (f! - one!)) / r!)).toBe(explainAnnuity(weekly3(count)).value);
      const pv = explainAnnuityPresentValue(weekly3(count));
      const [b, one2, v, r2] = numbersOf(pv.steps[2]!.expression);
      expect(Math.round((b! * (one2! - v!)) / r2!)).toBe(pv.value);
      // (1 + r)^n from the written r gives the written factor to its last digit.
      const [, , written, n] = numbersOf(explainAnnuity(weekly3(count)).steps[1]!.expression);
      expect(Math.abs((1 + written!) ** n! - f!)).toBeLessThan(1e-9);
    }
  });
});
