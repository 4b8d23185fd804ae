import { describe, expect, it } from 'vitest';
import {
  explainCertaintyEquivalent,
  explainMeanVarianceUtility,
  expectedUtility,
  meanVariance,
  meanVarianceUtility,
  outcomes,
  preferred,
  thinReturnsMessage,
  UTILITY_KINDS,
} from './utility';

// W₀ = 1,000,000원 and two equally likely days, +44 % and −36 %: W = 1,440,000 or 640,000.
const WEALTHS = outcomes(1_000_000, [0.44, -0.36]);

describe('확실성 등가 CE = U⁻¹(E[U])', () => {
  it('the next day wealths are W₀(1 + r)', () => {
    expect(WEALTHS).toEqual([1_440_000, 640_000]);
  });

  it('√W: E[U] = (1,200 + 800) ÷ 2 = 1,000, CE = 1,000² = 1,000,000원 (위험 회피: E[W] = 1,040,000보다 작아요)', () => {
    const ce = explainCertaintyEquivalent('sqrt', WEALTHS);
    expect(ce.steps.map((s) => s.value)).toEqual([1_000, 1_000_000]);
  });

  it('ln W: CE = e^{(ln 1,440,000 + ln 640,000)/2} = √(1,440,000 × 640,000) = 960,000원', () => {
    expect(explainCertaintyEquivalent('log', WEALTHS).value).toBe(960_000);
  });

  it('W: CE = E[W] = 1,040,000원 (위험 중립)', () => {
    expect(explainCertaintyEquivalent('linear', WEALTHS).value).toBe(1_040_000);
  });

  it('W²: CE = √((1.44² + 0.64²) ÷ 2) × 10⁶ = √1.2416 × 10⁶ ≈ 1,114,271원 (위험 선호)', () => {
    expect(explainCertaintyEquivalent('square', WEALTHS).value).toBe(1_114_271);
  });

  it('concave ≤ linear ≤ convex on any outcomes (Jensen), and a sure amount is its own CE', () => {
    const wealths = outcomes(3_000_000, [0.012, -0.008, 0.021, -0.015, 0.003, 0.0]);
    const ce = (k: (typeof UTILITY_KINDS)[number]) => explainCertaintyEquivalent(k, wealths).value!;
    expect(ce('log')).toBeLessThanOrEqual(ce('sqrt'));
    expect(ce('sqrt')).toBeLessThanOrEqual(ce('linear'));
    expect(ce('linear')).toBeLessThanOrEqual(ce('square'));
    // Independent: the linear CE is the plain average of the wealths.
    expect(ce('linear')).toBe(Math.round(wealths.reduce((s, w) => s + w, 0) / wealths.length));
    for (const kind of UTILITY_KINDS)
      expect(explainCertaintyEquivalent(kind, [2_500_000, 2_500_000]).value).toBe(2_500_000);
    expect(expectedUtility('sqrt', [2_500_000])).toBe(1_581.1388300841897);
  });
});

describe('평균-분산 효용 U = E[R] − (A/2)σ²', () => {
  const risky = { key: 'portfolio' as const, ...meanVariance([0.44, -0.36]) };
  const cash = { key: 'cash' as const, mean: 0, variance: 0 };

  it('E[R] = 4 %, σ² = (0.4² + 0.4²) ÷ 2 = 0.16', () => {
    expect(risky.mean).toBeCloseTo(0.04, 12);
    expect(risky.variance).toBeCloseTo(0.16, 12);
  });

  it('A = 2: U = 0.04 − 0.16 = −0.12, cash wins; A = 0.25: U = 0.02, the portfolio wins', () => {
    expect(meanVarianceUtility(risky, 2)).toBeCloseTo(-0.12, 12);
    expect(preferred([cash, risky], 2)).toBe('cash');
    expect(explainMeanVarianceUtility(risky, 0.25).value).toBe(0.02);
    expect(preferred([cash, risky], 0.25)).toBe('portfolio');
    // A = 0.5: U = 0 exactly, a tie: cash is listed first and kept.
    expect(preferred([cash, risky], 0.5)).toBe('cash');
  });

  it('too few days is said in Korean', () => {
    expect(thinReturnsMessage(2)).toBe(
      '하루 수익률이 2개뿐이에요. 효용을 계산하려면 적어도 5거래일의 수익률이 필요해요. 며칠 더 투자한 뒤에 다시 열어 보세요.',
    );
  });
});
