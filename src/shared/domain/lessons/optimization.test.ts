import { describe, expect, it } from 'vitest';
import {
  clip,
  commonReturns,
  explainMinVarianceWeight,
  minVarianceWeight,
  optimizationFigures,
  percentReturns,
  portfolioVariance,
  sampleCovariance,
  type CloseSegments,
} from './optimization';

describe('minimum-variance weight (hand-worked)', () => {
  it('solves σ²′(w) = 0 for the textbook numbers', () => {
    // w* = (0.09 − 0.006) ÷ (0.04 + 0.09 − 0.012) = 0.084 ÷ 0.118 = 0.711864…
    const m = { varA: 0.04, varB: 0.09, cov: 0.006 };
    expect(minVarianceWeight(m)).toBeCloseTo(0.711864, 6);
    expect(explainMinVarianceWeight(m, 60, ['가', '나']).value).toBe(0.711864);
    // σ²(w*) = 0.711864²·0.04 + 0.288136²·0.09 + 2·0.711864·0.288136·0.006
    //        = (σ₁²σ₂² − σ₁₂²) ÷ (σ₁² + σ₂² − 2σ₁₂) = 0.003564 ÷ 0.118 = 0.0302034…
    expect(portfolioVariance(m, 0.084 / 0.118)).toBeCloseTo(0.0302034, 6);
  });

  it('clips to [0, 1] when the solution falls outside, and says why', () => {
    // w* = (0.01 − 0.02) ÷ (0.09 + 0.01 − 0.04) = −0.01 ÷ 0.06 = −0.1667 → 0: hold only 나
    const m = { varA: 0.09, varB: 0.01, cov: 0.02 };
    const weight = explainMinVarianceWeight(m, 60, ['가', '나']);
    expect(weight.steps.at(-2)?.value).toBe(-0.166667);
    expect(weight.value).toBe(0);
    expect(weight.note).toContain('나만 갖는 것이 최소분산');
    expect(clip(1.3)).toBe(1);
  });

  it('has no single answer when the two stocks always differ by the same return', () => {
    const m = { varA: 0.04, varB: 0.04, cov: 0.04 };
    expect(explainMinVarianceWeight(m, 60, ['가', '나'])).toMatchObject({ value: null });
  });

  it('reads returns within a segment only, never across a gap', () => {
    const segments: CloseSegments = [
      [
        { date: '2026-02-19', close: 100 },
        { date: '2026-02-20', close: 110 },
      ],
      [
        { date: '2026-03-06', close: 55 },
        { date: '2026-03-09', close: 44 },
      ],
    ];
    // +10 % on 02-20, −20 % on 03-09, nothing for 03-06 (its previous close is two weeks away)
    const r = percentReturns(segments);
    expect([...r.keys()]).toEqual(['2026-02-20', '2026-03-09']);
    expect(r.get('2026-02-20')).toBeCloseTo(10, 10);
    expect(r.get('2026-03-09')).toBeCloseTo(-20, 10);
  });

  it('computes the moments by hand', () => {
    // a: 1, 3 (mean 2), b: 2, −2 (mean 0): σ₁² = 2, σ₂² = 8, σ₁₂ = (−1·2 + 1·−2) ÷ 1 = −4
    expect(sampleCovariance([1, 3], [1, 3])).toBe(2);
    expect(sampleCovariance([2, -2], [2, -2])).toBe(8);
    expect(sampleCovariance([1, 3], [2, -2])).toBe(-4);
  });
});

describe('against an independent computation', () => {
  function series(seed: number, days: number): CloseSegments {
    let x = seed;
    const next = () => (x = (x * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    let close = 10_000;
    return [
      Array.from({ length: days }, (_, i) => {
        close = Math.round(close * (1 + (next() - 0.5) * 0.06));
        return { date: `2026-01-${String(i + 1).padStart(2, '0')}`, close };
      }),
    ];
  }

  it('finds the same minimum as a fine grid search of σ²(w) over [0, 1]', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const r = commonReturns(series(seed, 28), series(seed + 100, 28));
      expect(r.dates).toHaveLength(27);
      const figures = optimizationFigures(r, ['가', '나'], null);
      // Variance straight from the mixed daily returns, not from the moments' formula.
      const mixedVariance = (w: number) => {
        const mixed = r.a.map((a, i) => w * a + (1 - w) * r.b[i]!);
        const m = mixed.reduce((s, x) => s + x, 0) / mixed.length;
        return mixed.reduce((s, x) => s + (x - m) ** 2, 0) / (mixed.length - 1);
      };
      let best = 0;
      for (let i = 0; i <= 20_000; i++)
        if (mixedVariance(i / 20_000) < mixedVariance(best)) best = i / 20_000;
      expect(figures.weight.value).toBeCloseTo(best, 4);
      const yearly = (Math.sqrt(mixedVariance(best)) * Math.sqrt(252)) / 100;
      expect(figures.sigmaAtOptimum?.value).toBeCloseTo(yearly, 5);
      // No point of the drawn curve lies below the minimum.
      for (const p of figures.curve)
        expect(p.sigma).toBeGreaterThanOrEqual(figures.sigmaAtOptimum!.value! - 1e-6);
    }
  });
});
