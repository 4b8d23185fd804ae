import { describe, expect, it } from 'vitest';
import { seriesMetrics } from './analytics';
import type { MarketPoint } from './benchmark';
import { explainTotalReturn } from './portfolio';
import type { ValuePoint } from './risk';

// docs/product/teaching.md#analytics: both returns compared with KOSPI cover the benchmark's days. On 'all' the
// 투자 실력 수익률 opens with the first deposit, a sub-period no KOSPI level dates; the figures
// set against KOSPI must leave it out, and the cards must say which days each covers.

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
const DEPOSIT = 10_000_000;
const N = 23; // 22 daily pairs: enough for α to be given
const dates = Array.from({ length: N }, (_, t) => `2026-03-${String(t + 2).padStart(2, '0')}`);
// The first close already stands 5 % above the opening deposit: a non-zero opening sub-period.
const values = dates.map((_, t) => Math.round(10_500_000 * (1 + 0.03 * Math.sin(t) + 0.002 * t)));
const levels = dates.map((_, t) => Math.round(250_000 * (1 + 0.02 * Math.sin(t + 0.4))) / 100);
type Point = ValuePoint & MarketPoint;
const points: Point[] = dates.map((date, t) => ({
  date,
  totalValue: values[t]!,
  netDeposits: DEPOSIT,
  marketDate: `2025-12-${String(t + 1).padStart(2, '0')}`,
  kospi: levels[t]!,
}));

function figures(input: { points: Point[]; openingDeposit: number | null }) {
  const last = input.points.at(-1)!;
  const { metrics } = seriesMetrics({
    ...input,
    periodReturn: explainTotalReturn({ value: last.totalValue, netDeposits: DEPOSIT }),
  });
  return new Map(metrics.map((m) => [m.key, m]));
}

/** β, R_p and R_m written from the definitions over the points' own days. */
function byHand(ps: Point[]) {
  const r = ps.slice(1).map((p, i) => p.totalValue / ps[i]!.totalValue - 1);
  const m = ps.slice(1).map((p, i) => p.kospi! / ps[i]!.kospi! - 1);
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const [mr, mm] = [avg(r), avg(m)];
  let cov = 0;
  let variance = 0;
  r.forEach((x, i) => {
    cov += (x - mr) * (m[i]! - mm);
    variance += (m[i]! - mm) ** 2;
  });
  const beta = cov / variance;
  const rp = ps.at(-1)!.totalValue / ps[0]!.totalValue - 1;
  const rm = ps.at(-1)!.kospi! / ps[0]!.kospi! - 1;
  return { beta, rp, rm };
}

describe('the returns compared with KOSPI cover the same days as KOSPI 수익률', () => {
  it('on all time, leaves the opening deposit’s sub-period out of R_p and says so', () => {
    const f = figures({ points, openingDeposit: DEPOSIT });
    const { beta, rp, rm } = byHand(points);
    const [first, last] = [dates[0]!, dates.at(-1)!];

    // The card's return opens with the deposit; the compared one starts at the first close.
    expect(f.get('timeWeightedReturn')!.value).toBe(round6(values.at(-1)! / DEPOSIT - 1));
    expect(f.get('comparedReturn')!.value).toBe(round6(rp));
    expect(f.get('comparedReturn')!.value).not.toBe(f.get('timeWeightedReturn')!.value);
    expect(f.get('benchmarkReturn')!.value).toBe(round6(rm));
    expect(f.get('excessReturn')!.value).toBe(round6(round6(rp) - round6(rm)));
    expect(f.get('beta')!.value).toBeCloseTo(beta, 6);
    expect(f.get('alpha')!.value).toBeCloseTo(rp - beta * rm, 5);

    // Each card names its days: the deposit onwards, and the compared days like KOSPI's.
    expect(f.get('timeWeightedReturn')!.note).toContain(`첫 입금부터 ${last}까지`);
    expect(f.get('timeWeightedReturn')!.note).toContain(`${first} … ${last}만`);
    expect(f.get('comparedReturn')!.note).toContain(`KOSPI 수익률과 같은 ${first} … ${last}`);
    expect(f.get('benchmarkReturn')!.steps[0]!.expression).toContain(points[0]!.marketDate);
  });

  it('leaves a point without a KOSPI level out of both, and the card says which days', () => {
    const unlevelled = points.map((p, t) => (t === 0 ? { ...p, kospi: null } : p));
    const f = figures({ points: unlevelled, openingDeposit: null });
    const { rp, rm } = byHand(points.slice(1));
    expect(f.get('comparedReturn')!.value).toBe(round6(rp));
    expect(f.get('benchmarkReturn')!.value).toBe(round6(rm));
    expect(f.get('timeWeightedReturn')!.value).toBe(round6(values.at(-1)! / values[0]! - 1));
    expect(f.get('timeWeightedReturn')!.note).toContain(
      `이 수익률은 ${dates[0]}부터 ${dates.at(-1)}까지이고`,
    );
    expect(f.get('timeWeightedReturn')!.note).toContain(`${dates[1]} … ${dates.at(-1)}만`);
  });

  it('adds no note when the period and the comparison cover the same days', () => {
    const f = figures({ points, openingDeposit: null });
    expect(f.get('comparedReturn')!.value).toBe(f.get('timeWeightedReturn')!.value);
    expect(f.get('timeWeightedReturn')!.note).not.toContain('이 수익률은');
  });
});
