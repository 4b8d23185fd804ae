import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stocks } from '../../src/server/db/schema';
import { syncStocks } from '../../src/server/services/stocks/stocks-sync';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { realCatalogue } from '../../src/server/testing/real-catalogue';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zManagedStock, type ManagedStock, type Stock } from '../../src/shared/schemas/stocks';
import type { Role } from '../../src/shared/schemas/user';
import { call } from './accounts.helpers';

let t: TestApp;
let teacher: Record<string, string>;
let trackingCalls: Array<[string[], boolean]>;
// 볼빅, a KONEX stock outside the default universe (the 300 stocks with long history).
const KONEX_SYMBOL = '206950';

beforeEach(async () => {
  trackingCalls = [];
  t = createTestApp({
    overrides: {
      catalogue: realCatalogue(),
      onTrackingChanged: (symbols, tracked) => trackingCalls.push([symbols, tracked]),
    },
    syncStocks: true,
  });
  teacher = await as('TEACHER');
});
afterEach(() => t.dispose());

async function as(role: Role) {
  return authHeader(t.accessTokens, insertUser(t.db, { role }));
}

const api = <T>(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  headers = teacher,
) => call<T>(t, method, `/api/stock-management${path}`, { body, headers });

describe('stock management access', () => {
  it('is for teachers and admins only', async () => {
    const student = await as('STUDENT');
    const requests = [
      api('GET', '/tracked', undefined, student),
      api('GET', '/search?query=삼성', undefined, student),
      api('POST', '/add', { symbol: KONEX_SYMBOL }, student),
      api('PATCH', `/${KONEX_SYMBOL}/tracking`, { isTracked: true }, student),
    ];
    for (const { status, body } of await Promise.all(requests)) {
      expect(status).toBe(403);
      expect(body.message).toBe('교사 또는 관리자만 사용할 수 있습니다.');
    }
    expect((await api('GET', '/tracked', undefined, {})).status).toBe(401);
    expect((await api('GET', '/tracked', undefined, await as('ADMIN'))).status).toBe(200);
  });
});

describe('GET /stock-management/tracked', () => {
  it('lists the tracked stocks with price, change, volume and flags', async () => {
    const { status, body } = await api<ManagedStock[]>('GET', '/tracked');
    expect(status).toBe(200);
    const tracked = zManagedStock.array().parse(body.data);
    expect(tracked).toHaveLength(300);
    expect(tracked.every((s) => s.isTracked && s.isAdded)).toBe(true);
    expect(tracked[0]).toEqual({
      symbol: '005930',
      name: '삼성전자',
      market: 'KOSPI',
      sector: '전기전자',
      currentPrice: 199_400,
      previousClose: 200_500,
      change: -1_100,
      changePercent: -0.55,
      volume: 35_279_762,
      updatedAt: '2026-03-20T06:30:00.000Z',
      isTracked: true,
      isAdded: true,
      source: { provider: 'krx', label: 'KRX 종가 · 2026-03-20', stale: false },
    });
  });
});

describe('GET /stock-management/search', () => {
  it('lists every stock for an empty query, up to the limit', async () => {
    const all = await api<ManagedStock[]>('GET', '/search?query=&limit=3000');
    expect(all.body.data).toHaveLength(2_879);
    expect(all.body.data.filter((s) => s.isTracked)).toHaveLength(300);
    const ten = await api<ManagedStock[]>('GET', '/search?limit=10');
    expect(ten.body.data).toHaveLength(10);
  });

  it('matches names and symbols and shows stocks not yet added', async () => {
    const { body } = await api<ManagedStock[]>('GET', `/search?query=${KONEX_SYMBOL}`);
    expect(body.data).toEqual([
      expect.objectContaining({ symbol: KONEX_SYMBOL, market: 'KONEX', isAdded: false }),
    ]);
    const kakao = await api<ManagedStock[]>('GET', `/search?query=${encodeURIComponent('카카오')}`);
    expect(kakao.body.data.map((s) => s.symbol)).toContain('035720');
  });

  it('refuses a limit above 3000', async () => {
    const { status, body } = await api('GET', '/search?limit=3001');
    expect(status).toBe(400);
    expect(body.message).toBe('한 번에 최대 3000개 종목까지 검색할 수 있습니다.');
  });
});

describe('POST /stock-management/add', () => {
  it('adds a stock to the trading universe without tracking it', async () => {
    const { status, body } = await api<ManagedStock>('POST', '/add', { symbol: KONEX_SYMBOL });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ symbol: KONEX_SYMBOL, isAdded: true, isTracked: false });
    const universe = await call<Stock[]>(t, 'GET', '/api/stocks', { headers: teacher });
    expect(universe.body.data.map((s) => s.symbol)).toContain(KONEX_SYMBOL);
    expect(trackingCalls).toEqual([]);
  });

  it('answers 404 for an unknown stock and 400 for a malformed body', async () => {
    const unknown = await api('POST', '/add', { symbol: '999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('종목을 찾을 수 없습니다.');
    const short = await api('POST', '/add', { symbol: '12' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('종목 코드는 6자리입니다.');
    const missing = await api('POST', '/add', {});
    expect(missing.body.message).toBe('종목 코드가 필요합니다.');
    const extra = await api('POST', '/add', { symbol: KONEX_SYMBOL, isTracked: true });
    expect(extra.status).toBe(400);
  });
});

describe('PATCH /stock-management/{symbol}/tracking', () => {
  it('adds a stock first when tracking it, and tells the market', async () => {
    const { status, body } = await api<ManagedStock>('PATCH', `/${KONEX_SYMBOL}/tracking`, {
      isTracked: true,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ isAdded: true, isTracked: true });
    expect(trackingCalls).toEqual([[[KONEX_SYMBOL], true]]);
    const tracked = await api<ManagedStock[]>('GET', '/tracked');
    expect(tracked.body.data.map((s) => s.symbol)).toContain(KONEX_SYMBOL);
  });

  it('stops tracking but keeps the stock added; an unchanged flag tells nobody', async () => {
    const stop = await api<ManagedStock>('PATCH', '/005930/tracking', { isTracked: false });
    expect(stop.body.data).toMatchObject({ symbol: '005930', isAdded: true, isTracked: false });
    await api('PATCH', '/005930/tracking', { isTracked: false });
    expect(trackingCalls).toEqual([[['005930'], false]]);
    const tracked = await api<ManagedStock[]>('GET', '/tracked');
    expect(tracked.body.data).toHaveLength(299);
  });

  it('refuses an unknown stock and a non-boolean flag', async () => {
    expect((await api('PATCH', '/999999/tracking', { isTracked: true })).status).toBe(404);
    const bad = await api('PATCH', '/005930/tracking', { isTracked: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('추적 여부(isTracked)는 true 또는 false여야 합니다.');
  });
});

describe('stocks sync at start-up', () => {
  it("keeps teachers' choices on a restart and follows catalogue renames", async () => {
    await api('PATCH', '/005930/tracking', { isTracked: false });
    await api('PATCH', `/${KONEX_SYMBOL}/tracking`, { isTracked: true });
    t.db.update(stocks).set({ name: '옛 이름' }).where(eq(stocks.symbol, '000660')).run();

    const again = syncStocks(t.deps);
    expect(again).toEqual({ total: 2_879, inserted: 0, updated: 1 });
    const row = (symbol: string) =>
      t.db.select().from(stocks).where(eq(stocks.symbol, symbol)).get();
    expect(row('005930')).toMatchObject({ isAdded: true, isTracked: false });
    expect(row(KONEX_SYMBOL)).toMatchObject({ isAdded: true, isTracked: true });
    expect(row('000660')).toMatchObject({ name: 'SK하이닉스', isTracked: true });
  });
});
