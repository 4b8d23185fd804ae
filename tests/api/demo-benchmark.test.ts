import { afterEach, describe, expect, it } from 'vitest';
import { demoStudentEmail } from '../../src/server/demo/seed';
import { authHeader } from '../../src/server/testing/factories';
import { zAnalytics } from '../../src/shared/schemas/analytics';
import { zPortfolio } from '../../src/shared/schemas/trading';
import { startDemoApp } from './demo-app';

// docs/product/teaching.md#analytics: β, correlation and α of every demo student, recomputed here from the KOSPI
// level each snapshot recorded (and today's market moment) in plain arithmetic, agree with the
// analytics answer. The closes' recorded levels are themselves checked against KRX's closes.

const STUDENTS = 30;

interface Point {
  date: string;
  totalValue: number;
  netDeposits: number;
  marketDate: string | null;
  kospi: number | null;
}

/** The figures written from their definitions: sample (n − 1) covariance, variance and deviations. */
function byHand(points: Point[]) {
  const r: number[] = [];
  const m: number[] = [];
  for (let t = 1; t < points.length; t++) {
    const [before, now] = [points[t - 1]!, points[t]!];
    const deposited = now.netDeposits - before.netDeposits;
    r.push((now.totalValue - deposited) / before.totalValue - 1);
    m.push(now.kospi! / before.kospi! - 1);
  }
  const n = r.length;
  let [sumR, sumM] = [0, 0];
  for (let i = 0; i < n; i++) {
    sumR += r[i]!;
    sumM += m[i]!;
  }
  const [meanR, meanM] = [sumR / n, sumM / n];
  let [cov, varR, varM] = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    cov += (r[i]! - meanR) * (m[i]! - meanM);
    varR += (r[i]! - meanR) ** 2;
    varM += (m[i]! - meanM) ** 2;
  }
  [cov, varR, varM] = [cov / (n - 1), varR / (n - 1), varM / (n - 1)];
  let growth = 1;
  for (const x of r) growth *= 1 + x;
  const beta = cov / varM;
  const rp = growth - 1;
  const rm = points.at(-1)!.kospi! / points[0]!.kospi! - 1;
  return {
    beta,
    correlation: cov / Math.sqrt(varR * varM),
    comparedReturn: rp,
    benchmarkReturn: rm,
    alpha: rp - beta * rm,
    pairs: n,
  };
}

let demo: Awaited<ReturnType<typeof startDemoApp>> | undefined;
afterEach(() => demo?.stop());

describe('the seeded demo’s market figures', () => {
  it('agree with β, correlation and α recomputed from each snapshot’s recorded KOSPI', async () => {
    demo = await startDemoApp('2026-11-23T02:00:00Z'); // Monday 11:00 KST
    const { t, app, catalogue, market } = demo;
    const krxClose = new Map(catalogue.indexBars('KOSPI').map((bar) => [bar.date, bar.close]));
    const snapshots = t.db.$client.prepare(
      `select date, total_value as totalValue, net_deposits as netDeposits,
              market_date as marketDate, kospi
         from portfolio_snapshots where user_id = ? and date < '2026-11-23' order by date`,
    );
    const get = async (id: number, path: string) => {
      const headers = await authHeader(t.accessTokens, { id, role: 'STUDENT' });
      return ((await (await app.request(path, { headers })).json()) as { data: unknown }).data;
    };

    const betas: number[] = [];
    for (let n = 1; n <= STUDENTS; n++) {
      const { id } = t.db.$client
        .prepare('select id from users where email = ?')
        .get(demoStudentEmail(n)) as { id: number };
      const analytics = zAnalytics.parse(await get(id, '/api/portfolio/analytics?period=all'));
      const today = zPortfolio.parse(await get(id, '/api/portfolio'));
      const closes = snapshots.all(id) as Point[];
      const points: Point[] = [
        ...closes,
        { date: '2026-11-23', ...today, ...market.market.marketMoment() },
      ];
      // Each close's level is KOSPI's close on the KRX day that valued it (today's is intraday).
      for (const p of closes) expect(p.kospi, p.date).toBe(krxClose.get(p.marketDate!));
      expect(analytics.series.marketDates).toEqual(points.map((p) => p.marketDate));

      const expected = byHand(points);
      expect(expected.pairs).toBeGreaterThanOrEqual(20);
      const figure = (key: string) => analytics.metrics.find((m) => m.key === key)!.value!;
      for (const key of [
        'beta',
        'correlation',
        'comparedReturn',
        'benchmarkReturn',
        'alpha',
      ] as const) {
        expect(figure(key), `${demoStudentEmail(n)} ${key}`).toBeCloseTo(expected[key], 5);
      }
      // The KOSPI line leaves from 100 with the value line and follows the recorded levels.
      analytics.series.benchmark.forEach((level, i) =>
        expect(level!).toBeCloseTo((100 * points[i]!.kospi!) / points[0]!.kospi!, 1),
      );
      betas.push(expected.beta);
    }
    // The symptom: on the wrong days β came out negative for 29 of 30 students.
    expect(betas.filter((b) => b > 0).length).toBeGreaterThan(STUDENTS / 2);
  });
});
