import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotsRepo } from '../../src/server/db/repos/snapshots.repo';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  ledgerBalance,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zPerformance, zPortfolio, zValuePoint } from '../../src/shared/schemas/trading';

let t: TestApp;
let studentId: number;
let classId: number;
let auth: Record<string, string>;

// Friday 2026-03-20 10:00 KST.
beforeEach(async () => {
  t = createTestApp();
  const stocks = insertStocks(t.db, t.deps.catalogue);
  const teacher = insertUser(t.db, { role: 'TEACHER' });
  classId = insertClass(t.db, { teacherId: teacher.id }).id;
  const student = insertStudent(t.db, { classId, at: new Date('2026-02-02T00:00:00Z') });
  studentId = student.id;
  setWatchlist(t.db, studentId, [stocks.get('005930')!.id, stocks.get('000660')!.id]);
  t.deps.prices.apply([quote('005930', 70_000), quote('000660', 200_000)]);
  auth = await authHeader(t.accessTokens, student);
});
afterEach(() => t.dispose());

async function call(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await t.app.request(`/api${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; message?: string; code?: string },
  };
}

const buy = (symbol: string, quantity: number) =>
  call('/trading/buy', { body: { symbol, quantity, reason: '분산 투자' } });

describe('GET /portfolio', () => {
  it('values holdings at current prices with weights and P&L net of costs', async () => {
    await buy('005930', 10); // 700,000 + fee 105
    await buy('000660', 5); // 1,000,000 + fee 150
    t.deps.prices.apply([quote('005930', 77_000), quote('000660', 190_000)]);
    const { status, body } = await call('/portfolio');
    expect(status).toBe(200);
    const portfolio = zPortfolio.parse(body.data);
    const cash = 10_000_000 - 700_105 - 1_000_150;
    expect(portfolio).toMatchObject({
      cash,
      totalValue: cash + 770_000 + 950_000,
      totalProfitLoss: 70_000 - 50_000 - 255,
      netDeposits: 10_000_000,
      feeRatePpm: 150,
    });
    expect(portfolio.totalProfitLossPercent).toBeCloseTo(0.1975, 4);
    expect(portfolio.holdings.map((h) => [h.symbol, h.quantity, h.profitLoss])).toEqual([
      ['005930', 10, 70_000],
      ['000660', 5, -50_000],
    ]);
    const weights = portfolio.cashWeight + portfolio.holdings.reduce((s, h) => s + h.weight, 0);
    expect(weights).toBeCloseTo(100, 2);
    expect((await call('/portfolio/holdings')).body.data).toEqual(portfolio.holdings);
  });

  it('tells the holder of a stock the replay has no data for why it rests and what it is worth', async () => {
    await buy('000660', 5);
    const label = '재생 자료 없음 · 3월 20일까지의 시세만 있어요';
    t.deps.prices.apply([
      {
        ...quote('000660', 190_000),
        halted: true,
        noData: true,
        source: { provider: 'replay', label, stale: false },
      },
    ]);
    const holdings = zPortfolio.parse((await call('/portfolio')).body.data).holdings;
    expect(holdings.map((h) => [h.symbol, h.currentPrice, h.currentValue, h.resting])).toEqual([
      ['000660', 190_000, 950_000, label],
    ]);
    t.deps.prices.apply([quote('000660', 190_000)]);
    const trading = zPortfolio.parse((await call('/portfolio')).body.data).holdings;
    expect(trading[0]?.resting).toBeUndefined();
  });

  it('measures the daily change from yesterday’s close snapshot', async () => {
    snapshotsRepo.saveAll(t.db, [
      { userId: studentId, date: '2026-03-19', totalValue: 9_900_000, cash: 0, netDeposits: 0 },
    ]);
    const portfolio = zPortfolio.parse((await call('/portfolio')).body.data);
    expect(portfolio).toMatchObject({ dailyChange: 100_000 });
    expect(portfolio.dailyChangePercent).toBeCloseTo(1.0101, 4);
  });

  it('answers a portfolio asked again with every change since: a trade, a price, a deposit, a new day', async () => {
    const asked = async () => zPortfolio.parse((await call('/portfolio')).body.data);
    await buy('005930', 10);
    expect((await asked()).holdings.map((h) => h.currentPrice)).toEqual([70_000]);
    expect(await asked()).toEqual(await asked());

    t.deps.prices.apply([quote('005930', 71_000)]);
    expect((await asked()).holdings[0]).toMatchObject({ currentPrice: 71_000, profitLoss: 10_000 });

    await buy('000660', 1);
    expect((await asked()).holdings.map((h) => h.symbol)).toEqual(['005930', '000660']);

    const before = await asked();
    t.db.$client.prepare('update users set cash = cash + 1000 where id = ?').run(studentId);
    expect((await asked()).cash).toBe(before.cash + 1_000);

    snapshotsRepo.saveAll(t.db, [
      { userId: studentId, date: '2026-03-20', totalValue: 9_000_000, cash: 0, netDeposits: 0 },
    ]);
    const today = await asked();
    t.clock.advance(24 * 60 * 60 * 1000);
    auth = await authHeader(t.accessTokens, { id: studentId, role: 'STUDENT' });
    const tomorrow = await asked();
    expect(tomorrow.dailyChange).toBe(tomorrow.totalValue - 9_000_000);
    expect(tomorrow.dailyChange).not.toBe(today.dailyChange);
  });

  it('403 WATCHLIST_REQUIRED for a student without a watchlist', async () => {
    auth = await authHeader(t.accessTokens, insertStudent(t.db));
    const result = await call('/portfolio');
    expect([result.status, result.body.code]).toEqual([403, 'WATCHLIST_REQUIRED']);
  });
});

describe('PATCH /teacher/students/:id/cash', () => {
  const setCash = (id: number, newCash: unknown) =>
    call(`/teacher/students/${id}/cash`, { method: 'PATCH', body: { newCash } });

  it('records the difference as a deposit: no gain, the ledger still reconciles', async () => {
    await buy('005930', 10);
    const teacher = insertUser(t.db, { role: 'TEACHER' });
    t.db.$client.prepare('update classes set teacher_id = ? where id = ?').run(teacher.id, classId);
    const student = auth;
    auth = await authHeader(t.accessTokens, teacher);
    const result = await setCash(studentId, 20_000_000);
    expect(result).toEqual({
      status: 200,
      body: { success: true, data: { id: studentId, currentCash: 20_000_000 } },
    });
    expect(ledgerBalance(t.db, studentId)).toEqual({ ledger: 20_000_000, cash: 20_000_000 });
    auth = student;
    const portfolio = zPortfolio.parse((await call('/portfolio')).body.data);
    expect(portfolio).toMatchObject({ totalProfitLoss: -105, netDeposits: 20_700_105 });
  });

  it.each([
    ['the student', 'self', 403],
    ['another class’s teacher', 'TEACHER', 403],
    ['an admin', 'ADMIN', 200],
  ] as const)('%s → %i', async (_, who, status) => {
    if (who !== 'self') auth = await authHeader(t.accessTokens, insertUser(t.db, { role: who }));
    expect((await setCash(studentId, 5_000_000)).status).toBe(status);
  });

  it.each([[-1], [0.5], ['1000'], [null]])(
    '400 유효한 금액을 입력해주세요 for %j',
    async (value) => {
      auth = await authHeader(t.accessTokens, insertUser(t.db, { role: 'ADMIN' }));
      const result = await setCash(studentId, value);
      expect([result.status, result.body.message]).toEqual([400, '유효한 금액을 입력해주세요']);
    },
  );

  it('404 학생 정보를 찾을 수 없습니다. for a non-student', async () => {
    const admin = insertUser(t.db, { role: 'ADMIN' });
    auth = await authHeader(t.accessTokens, admin);
    const result = await setCash(admin.id, 0);
    expect([result.status, result.body.message]).toEqual([404, '학생 정보를 찾을 수 없습니다.']);
  });
});

describe('GET /portfolio/performance and /portfolio/value-history', () => {
  beforeEach(() => {
    snapshotsRepo.saveAll(t.db, [
      { userId: studentId, date: '2026-02-27', totalValue: 9_000_000, cash: 0, netDeposits: 0 },
      { userId: studentId, date: '2026-03-13', totalValue: 9_500_000, cash: 0, netDeposits: 0 },
      { userId: studentId, date: '2026-03-19', totalValue: 9_800_000, cash: 0, netDeposits: 0 },
    ]);
  });

  it.each([
    ['all', null, 0],
    ['week', '2026-03-13', 5.2632],
    ['month', '2026-02-27', 11.1111],
  ] as const)('%s starts from %s', async (period, startDate, returnPercent) => {
    const result = zPerformance.parse(
      (await call(`/portfolio/performance?period=${period}`)).body.data,
    );
    expect(result).toMatchObject({ period, startDate, endValue: 10_000_000, returnPercent });
  });

  it('lists the closes of the period and today’s live value', async () => {
    const points = zValuePoint
      .array()
      .parse((await call('/portfolio/value-history?period=week')).body.data);
    expect(points.map((p) => [p.date, p.totalValue])).toEqual([
      ['2026-03-13', 9_500_000],
      ['2026-03-19', 9_800_000],
      ['2026-03-20', 10_000_000],
    ]);
    expect((await call('/portfolio/value-history?period=year')).status).toBe(400);
  });
});
