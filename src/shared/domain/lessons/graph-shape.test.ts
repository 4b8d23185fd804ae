import { describe, expect, it } from 'vitest';
import {
  criticalPoints,
  explainFit,
  explainSlopeAtLast,
  extremaOf,
  signChart,
} from './graph-shape';
import { fitCurve, slopeAt, valueAt, type DailyClose } from './price-curve';

const closesOf = (values: number[]): DailyClose[] =>
  values.map((close, t) => ({ date: `2026-01-${String(t + 2).padStart(2, '0')}`, close }));

// f(t) = t³ − 6t² + 9t + 100 (the textbook's t³ − 3t moved two days right): f′(t) = 3t² − 12t + 9
// = 3(t − 1)(t − 3), 극대 f(1) = 104 and 극소 f(3) = 100; f′(9) = 243 − 108 + 9 = 144.
const EXACT = closesOf([100, 104, 102, 100, 104, 120, 154, 212, 300, 424]);

describe('그래프의 개형 — 손으로 푼 삼차함수', () => {
  const fit = fitCurve(EXACT);

  it('finds f′ = 0 at t = 1 and t = 3', () => {
    const [first, second] = criticalPoints(fit.cubic, fit.last);
    expect(first).toBeCloseTo(1, 6);
    expect(second).toBeCloseTo(3, 6);
  });

  it('writes the 증감표: ↗ 극대 ↘ 극소 ↗, each point with its KRX day', () => {
    const chart = signChart(fit, EXACT);
    expect(chart.map((c) => (c.kind === 'interval' ? c.sign : c.shape))).toEqual([
      '',
      '+',
      '극대',
      '-',
      '극소',
      '+',
      '',
    ]);
    expect(chart.map((c) => (c.kind === 'interval' ? c.shape : c.date))).toEqual([
      '2026-01-02',
      '↗',
      '2026-01-03',
      '↘',
      '2026-01-05',
      '↗',
      '2026-01-11',
    ]);
    expect(chart.filter((c) => c.kind !== 'interval').map((c) => c.value)).toEqual([
      100, 104, 100, 424,
    ]);
  });

  it('explains the 극대 and 극소 with the quadratic formula and f(t)', () => {
    const [max, min] = extremaOf(fit, EXACT);
    expect(max).toMatchObject({ kind: '극대', date: '2026-01-03' });
    expect(max!.root.value).toBe(1);
    expect(max!.value.value).toBe(104);
    expect(min).toMatchObject({ kind: '극소', date: '2026-01-05' });
    expect(min!.root.value).toBe(3);
    expect(min!.value.value).toBe(100);
  });

  it('f′(T) on the last day is 144 won a day, and R² = 100 %', () => {
    const slope = explainSlopeAtLast(fit);
    expect(slope.value).toBe(144);
    expect(slope.steps.at(-1)!.value).toBe(144);
    expect(slope.formula).toBe(
      "\\begin{aligned} f'(t) &= 3at^2 + 2bt + c \\\\ &= 3t^2 - 12t + 9 \\end{aligned}",
    );
    expect(explainFit(fit).value).toBe(1);
  });

  it('a curve with no turning point has an 증감표 of one interval and no 극값', () => {
    // f(t) = t³ + t + 50: f′ = 3t² + 1 > 0 everywhere.
    const rising = closesOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => t ** 3 + t + 50));
    const risingFit = fitCurve(rising);
    expect(signChart(risingFit, rising).map((c) => c.shape)).toEqual(['', '↗', '']);
    expect(extremaOf(risingFit, rising)).toEqual([]);
  });

  it('a double root of f′ is not an extremum (the sign does not change)', () => {
    // f(t) = (t − 4)³ + 200: f′ = 3(t − 4)² ≥ 0, zero at t = 4 only.
    const flat = closesOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => (t - 4) ** 3 + 200));
    const flatFit = fitCurve(flat);
    expect(extremaOf(flatFit, flat)).toEqual([]);
  });
});

describe('그래프의 개형 — 독립 계산', () => {
  // Bumpy real-looking closes: the sign chart must agree with f′ evaluated on a fine grid.
  const values = [
    52000, 52600, 53900, 55100, 54800, 56200, 57000, 56400, 55300, 54100, 53000, 52400, 51800,
    52300, 53700, 54900, 56800, 58100, 57600, 59300,
  ];
  const closes = closesOf(values);
  const fit = fitCurve(closes);

  it('each interval’s sign is the sign of f′ everywhere inside it (a grid of 0.01 days)', () => {
    const points = [0, ...criticalPoints(fit.cubic, fit.last), fit.last];
    const chart = signChart(fit, closes).filter((c) => c.kind === 'interval');
    chart.forEach((column, i) => {
      for (let t = points[i]! + 0.01; t < points[i + 1]! - 0.01; t += 0.01) {
        const slope = slopeAt(fit.cubic, t);
        expect(column.kind === 'interval' && column.sign).toBe(slope > 0 ? '+' : '-');
      }
    });
  });

  it('a 극대 is higher than the curve just around it, a 극소 lower', () => {
    for (const extremum of extremaOf(fit, closes)) {
      const at = valueAt(fit.cubic, extremum.t);
      const around = [valueAt(fit.cubic, extremum.t - 0.1), valueAt(fit.cubic, extremum.t + 0.1)];
      for (const near of around)
        expect(extremum.kind === '극대' ? at > near : at < near).toBe(true);
    }
    expect(extremaOf(fit, closes).map((e) => e.kind)).toEqual(['극대', '극소']);
  });
});
