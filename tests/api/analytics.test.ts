import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotsRepo } from '../../src/server/db/repos/snapshots.repo';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zAnalytics, type Analytics } from '../../src/shared/schemas/analytics';

let t: TestApp;
let studentId: number;
let teacherId: number;
let studentAuth: Record<string, string>;

// Friday 2026-03-20 10:00 KST.
beforeEach(async () => {
  t = createTestApp();
  const stocks = insertStocks(t.db, t.deps.catalogue);
  const teacher = insertUser(t.db, { role: 'TEACHER' });
  teacherId = teacher.id;
  const classId = insertClass(t.db, { teacherId }).id;
  const student = insertStudent(t.db, { classId, at: new Date('2026-02-02T00:00:00Z') });
  studentId = student.id;
  setWatchlist(t.db, studentId, [stocks.get('005930')!.id, stocks.get('000660')!.id]);
  t.deps.prices.apply([quote('005930', 70_000), quote('000660', 200_000)]);
  studentAuth = await authHeader(t.accessTokens, student);
});
afterEach(() => t.dispose());

async function get(path: string, headers: Record<string, string>) {
  const response = await t.app.request(`/api${path}`, { headers });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}

const buy = (symbol: string, quantity: number) =>
  t.app.request('/api/trading/buy', {
    method: 'POST',
    headers: { ...studentAuth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ symbol, quantity, reason: '분산 투자' }),
  });

const metricOf = (analytics: Analytics, key: string) =>
  analytics.metrics.find((m) => m.key === key)!;

function expectCoherent(analytics: Analytics) {
  for (const m of [...analytics.metrics, ...analytics.holdings.flatMap((h) => h.metrics)]) {
    expect(m.steps.at(-1)!.value, m.key).toBe(m.value);
    if (m.value !== null) expect(Number.isFinite(m.value), m.key).toBe(true);
  }
}

describe('GET /portfolio/analytics', () => {
  it('answers every required figure with steps ending in its value', async () => {
    await buy('005930', 10); // 700,000 + fee 105
    t.deps.prices.apply([quote('005930', 77_000)]);
    const { status, body } = await get('/portfolio/analytics?period=all', studentAuth);
    expect(status).toBe(200);
    const analytics = zAnalytics.parse(body.data);
    const required = ['totalValue', 'totalReturn', 'periodReturn', 'dailyChange', 'volatility'];
    const more = ['maxDrawdown', 'benchmarkReturn', 'hhi', 'feesPaid', 'sharpe', 'alpha'];
    expect(analytics.metrics.map((m) => m.key)).toEqual(
      expect.arrayContaining([...required, ...more]),
    );
    expectCoherent(analytics);
    // cash 10,000,000 − 700,105 = 9,299,895; + 10 × 77,000 = 10,069,895
    expect(metricOf(analytics, 'totalValue').value).toBe(10_069_895);
    // (10,069,895 − 10,000,000) ÷ 10,000,000 = 0.0069895
    expect(metricOf(analytics, 'totalReturn').value).toBe(0.00699);
    expect(metricOf(analytics, 'feesPaid').value).toBe(105);
    // one stock: HHI = 1², one effective stock
    expect(metricOf(analytics, 'hhi').value).toBe(1);
    const samsung = analytics.holdings.find((h) => h.symbol === '005930')!;
    expect(samsung.metrics.find((m) => m.key === 'averagePrice')!.value).toBe(70_000);
    // (77,000 − 70,000) × 10
    expect(samsung.metrics.find((m) => m.key === 'profitLoss')!.value).toBe(70_000);
  });

  it('with one day of history gives no NaN: volatility and Sharpe are marked missing', async () => {
    const analytics = zAnalytics.parse((await get('/portfolio/analytics', studentAuth)).body.data);
    expectCoherent(analytics);
    expect(metricOf(analytics, 'volatility')).toMatchObject({
      value: null,
      note: expect.any(String),
    });
    expect(metricOf(analytics, 'sharpe').value).toBeNull();
    // all cash: no stocks to concentrate in
    expect(metricOf(analytics, 'hhi').value).toBeNull();
    expect(metricOf(analytics, 'cashWeight').value).toBe(1);
    expect(analytics.series.value).toEqual([100]);
  });

  it('charts the snapshots against KOSPI at their market days, the week from last Friday’s close', async () => {
    snapshotsRepo.saveAll(t.db, [
      {
        userId: studentId,
        date: '2026-03-13',
        marketDate: '2026-03-03',
        kospi: 2_000,
        totalValue: 10_000_000,
        cash: 0,
        netDeposits: 10_000_000,
      },
      {
        userId: studentId,
        date: '2026-03-16',
        marketDate: '2026-03-04',
        kospi: 2_100,
        totalValue: 10_200_000,
        cash: 0,
        netDeposits: 10_000_000,
      },
      {
        userId: studentId,
        date: '2026-03-17',
        marketDate: '2026-03-05',
        kospi: 1_900,
        totalValue: 9_690_000,
        cash: 0,
        netDeposits: 10_000_000,
      },
    ]);
    const analytics = zAnalytics.parse(
      (await get('/portfolio/analytics?period=week', studentAuth)).body.data,
    );
    expectCoherent(analytics);
    expect(analytics.series.dates).toEqual([
      '2026-03-13',
      '2026-03-16',
      '2026-03-17',
      '2026-03-20',
    ]);
    expect(analytics.series.value.slice(0, 3)).toEqual([100, 102, 96.9]);
    // 9,690,000 ÷ 10,200,000 − 1 = −0.05 from the peak of 3-16
    expect(analytics.series.drawdown[2]).toBe(-0.05);
    // KOSPI at each close's own market day: 2,100 ÷ 2,000 × 100 = 105; 1,900 ÷ 2,000 × 100 = 95
    expect(analytics.series.benchmark.slice(0, 3)).toEqual([100, 105, 95]);
    // today is priced by the replay's 03-06
    expect(analytics.series.marketDates).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
    ]);
    expect(analytics.series.benchmarkDates.at(-1)).toBe('2026-03-06');
    // three daily returns: the day's volatility is shown, not annualised
    const volatility = metricOf(analytics, 'volatility');
    expect(volatility.value).toBeNull();
    expect(volatility.steps.at(-2)!.value).toBeGreaterThan(0);
  });

  it('refuses an unknown period with 400', async () => {
    expect((await get('/portfolio/analytics?period=year', studentAuth)).status).toBe(400);
  });
});

describe('GET /teacher/students/:id/analytics', () => {
  it('answers the student’s own teacher and an admin; others get 403 or 404', async () => {
    const path = `/teacher/students/${studentId}/analytics?period=month`;
    const teacher = await authHeader(t.accessTokens, { id: teacherId, role: 'TEACHER' });
    const own = await get(path, teacher);
    expect(own.status).toBe(200);
    expectCoherent(zAnalytics.parse(own.body.data));
    const admin = insertUser(t.db, { role: 'ADMIN' });
    expect((await get(path, await authHeader(t.accessTokens, admin))).status).toBe(200);
    const other = insertUser(t.db, { role: 'TEACHER' });
    expect((await get(path, await authHeader(t.accessTokens, other))).status).toBe(404);
    expect((await get(path, studentAuth)).status).toBe(403);
    expect((await get(path, {})).status).toBe(401);
    expect((await get(`/teacher/students/${teacherId}/analytics`, teacher)).status).toBe(404);
    expect((await get('/teacher/students/abc/analytics', teacher)).status).toBe(400);
  });
});
