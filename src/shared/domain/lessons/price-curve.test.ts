import { describe, expect, it } from 'vitest';
import {
  fitCurve,
  leastSquaresCubic,
  MIN_FIT_CLOSES,
  slopeAt,
  thinCurveMessage,
  valueAt,
  type Cubic,
  type DailyClose,
} from './price-curve';

const closesOf = (values: number[]): DailyClose[] =>
  values.map((close, t) => ({ date: `2026-01-${String(t + 2).padStart(2, '0')}`, close }));

// f(t) = t³ − 6t² + 9t + 100 = (t − 2)³ − 3(t − 2) + 102: the textbook's t³ − 3t moved two days
// right. Its closes for t = 0 … 9, worked out by hand.
const EXACT = [100, 104, 102, 100, 104, 120, 154, 212, 300, 424];

describe('최소제곱 삼차함수', () => {
  it('gives back a cubic its points lie on, with R² = 1', () => {
    const fit = fitCurve(closesOf(EXACT));
    expect(fit.cubic.a).toBeCloseTo(1, 9);
    expect(fit.cubic.b).toBeCloseTo(-6, 9);
    expect(fit.cubic.c).toBeCloseTo(9, 9);
    expect(fit.cubic.d).toBeCloseTo(100, 9);
    expect(fit.last).toBe(9);
    expect(fit.rSquared).toBe(1);
  });

  it('a flat price is the constant curve, and R² is undefined (null)', () => {
    const fit = fitCurve(closesOf(new Array<number>(12).fill(50_000)));
    expect(valueAt(fit.cubic, 4.5)).toBeCloseTo(50_000, 6);
    expect(slopeAt(fit.cubic, 7)).toBeCloseTo(0, 6);
    expect(fit.rSquared).toBeNull();
  });

  it('says how many closes it needs', () => {
    expect(MIN_FIT_CLOSES).toBe(10);
    expect(thinCurveMessage(4)).toBe(
      '곡선을 그리려면 종가가 10일 이상 필요해요. 지금은 4일뿐이라 며칠 더 거래된 뒤에 다시 열어 주세요.',
    );
  });
});

// Independent of the normal equations: the QR decomposition of the design matrix in t itself by
// modified Gram–Schmidt, then R β = Qᵀy by back substitution.
function qrCubic(values: number[]): Cubic {
  const columns = [0, 1, 2, 3].map((k) => values.map((_, t) => t ** k));
  const q: number[][] = [];
  const r = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  columns.forEach((column, k) => {
    let v = [...column];
    for (let j = 0; j < k; j++) {
      const dot = q[j]!.reduce((s, x, i) => s + x * v[i]!, 0);
      r[j]![k] = dot;
      v = v.map((x, i) => x - dot * q[j]![i]!);
    }
    const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
    r[k]![k] = norm;
    q.push(v.map((x) => x / norm));
  });
  const qty = q.map((col) => col.reduce((s, x, i) => s + x * values[i]!, 0));
  const beta = [0, 0, 0, 0];
  for (let k = 3; k >= 0; k--) {
    let sum = qty[k]!;
    for (let j = k + 1; j < 4; j++) sum -= r[k]![j]! * beta[j]!;
    beta[k] = sum / r[k]![k]!;
  }
  return { d: beta[0]!, c: beta[1]!, b: beta[2]!, a: beta[3]! };
}

// 30 closes of a real-looking path (삼성전자-like levels with day-to-day noise).
const NOISY = [
  181000, 183500, 180200, 185900, 188200, 186000, 190500, 193000, 191200, 195800, 197300, 194100,
  199000, 201500, 198700, 196300, 193800, 190200, 188900, 185400, 187100, 184600, 182900, 186800,
  189300, 192700, 190100, 194600, 197900, 199500,
];

describe('최소제곱 삼차함수 — 독립 계산', () => {
  it('agrees with a QR (Gram–Schmidt) solution in t to seven significant digits', () => {
    const fit = fitCurve(closesOf(NOISY));
    const qr = qrCubic(NOISY);
    for (const key of ['a', 'b', 'c', 'd'] as const)
      expect(fit.cubic[key]).toBeCloseTo(qr[key], Math.max(0, 6 - Math.log10(Math.abs(qr[key]))));
    expect(leastSquaresCubic(NOISY).a).toBeCloseTo(qr.a, 10);
  });

  it('leaves the smallest sum of squared misses: nudging any coefficient makes it larger', () => {
    const exact = leastSquaresCubic(NOISY);
    const residual = (cubic: Cubic) =>
      NOISY.reduce((s, v, t) => s + (v - valueAt(cubic, t)) ** 2, 0);
    const best = residual(exact);
    for (const key of ['a', 'b', 'c', 'd'] as const)
      for (const nudge of [-1e-3, 1e-3])
        expect(
          residual({ ...exact, [key]: exact[key] + nudge * Math.abs(exact[key]) }),
        ).toBeGreaterThan(best);
  });

  it('f′ agrees with a central difference of f', () => {
    const { cubic } = fitCurve(closesOf(NOISY));
    for (const t of [0.5, 7, 13.25, 28]) {
      const h = 1e-4;
      const central = (valueAt(cubic, t + h) - valueAt(cubic, t - h)) / (2 * h);
      expect(slopeAt(cubic, t)).toBeCloseTo(central, 3);
    }
  });
});
