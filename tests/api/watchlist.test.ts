import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { insertStocks, insertStudent } from '../../src/server/testing/money-fixtures';
import { createTestCatalogue } from '../../src/server/testing/test-catalogue';
import { realCatalogue } from '../../src/server/testing/real-catalogue';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zWatchlistEntry } from '../../src/shared/schemas/trading';

let t: TestApp;
let ids: number[];
let auth: Record<string, string>;

// 4 real and 20 made-up stocks. 2026-03-20 14:50 UTC is 23:50 KST on Friday.
beforeEach(async () => {
  t = createTestApp({
    now: '2026-03-20T14:50:00Z',
    overrides: { catalogue: createTestCatalogue(20) },
  });
  ids = [...insertStocks(t.db, t.deps.catalogue).values()].map((row) => row.id);
  auth = await authHeader(t.accessTokens, insertStudent(t.db));
});
afterEach(() => t.dispose());

async function call(path: string, body?: unknown) {
  const response = await t.app.request(`/api/watchlist${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; message?: string; code?: string },
  };
}

const save = (stockIds: number[]) => call('', { stockIds });
const canChange = async () =>
  ((await call('/can-change')).body.data as { canChange: boolean }).canChange;

describe('GET and POST /watchlist', () => {
  it('starts empty and saves 1–10 stocks in the chosen order, priced from then on', async () => {
    expect((await call('')).body.data).toEqual([]);
    const chosen = [ids[3]!, ids[0]!, ids[7]!];
    const { status, body } = await save(chosen);
    expect(status).toBe(200);
    const entries = zWatchlistEntry.array().parse(body.data);
    expect(entries.map((e) => e.stock.id)).toEqual(chosen);
    expect(entries.every((e) => e.stock.currentPrice !== null)).toBe(true);
    expect(zWatchlistEntry.array().parse((await call('')).body.data)).toEqual(entries);
  });

  it.each([
    [[], '최소 1개 종목을 선택해주세요'],
    [Array.from({ length: 11 }, (_, i) => i + 1), '최대 10개까지만 선택할 수 있습니다'],
  ])('400 for %j: %s', async (stockIds, message) => {
    const result = await save(stockIds);
    expect([result.status, result.body.message]).toEqual([400, message]);
  });

  it('404 for an unknown stock; 403 for a teacher', async () => {
    expect((await save([ids[0]!, 99_999])).status).toBe(404);
    auth = await authHeader(t.accessTokens, insertUser(t.db, { role: 'TEACHER' }));
    expect((await save([ids[0]!])).status).toBe(403);
  });
});

describe('one change per Asia/Seoul day', () => {
  it('the first save is free, then one change per KST day, counted at KST midnight', async () => {
    expect((await save([ids[0]!])).status).toBe(200);
    expect(await canChange()).toBe(true);
    expect((await save([ids[1]!])).status).toBe(200); // 23:50 KST: today's change
    expect(await canChange()).toBe(false);
    const refused = await save([ids[2]!]);
    expect(refused).toMatchObject({
      status: 422,
      body: {
        code: 'WATCHLIST_CHANGE_LIMIT',
        message: '하루에 한 번만 관심종목을 변경할 수 있습니다',
      },
    });
    t.clock.set('2026-03-20T14:59:59Z'); // 23:59:59 KST, still Friday in Seoul
    expect(await canChange()).toBe(false);
    t.clock.set('2026-03-20T15:00:00Z'); // 00:00 KST Saturday, though still Friday in UTC
    expect(await canChange()).toBe(true);
    expect((await save([ids[2]!])).status).toBe(200);
  });
});

describe('GET /watchlist/presets/:name', () => {
  it.each(['top10', 'random', 'kospi-leaders', 'kosdaq-promising'])(
    '%s gives up to 10 distinct stocks',
    async (name) => {
      const { status, body } = await call(`/presets/${name}`);
      expect(status).toBe(200);
      const stocks = body.data as Array<{ id: number; market: string }>;
      expect(stocks.length).toBeGreaterThan(0);
      expect(stocks.length).toBeLessThanOrEqual(10);
      expect(new Set(stocks.map((s) => s.id)).size).toBe(stocks.length);
      if (name === 'kospi-leaders') expect(stocks.every((s) => s.market === 'KOSPI')).toBe(true);
      if (name === 'kosdaq-promising')
        expect(stocks.every((s) => s.market === 'KOSDAQ')).toBe(true);
    },
  );

  it('top10 starts with the largest company', async () => {
    const stocks = (await call('/presets/top10')).body.data as Array<{ symbol: string }>;
    const largest = [...t.deps.catalogue.instruments()].sort(
      (a, b) => b.marketCap - a.marketCap,
    )[0];
    expect(stocks).toHaveLength(10);
    expect(stocks[0]?.symbol).toBe(largest?.symbol);
  });

  it('400 for an unknown preset name', async () => {
    expect((await call('/presets/best')).status).toBe(400);
  });
});

describe('presets on the embedded data', () => {
  it.each(['top10', 'random', 'kospi-leaders', 'kosdaq-promising'])(
    '%s hands out only stocks the replay prices to its last day',
    async (name) => {
      const catalogue = realCatalogue();
      t.dispose();
      t = createTestApp({
        now: '2026-03-20T14:50:00Z',
        overrides: { catalogue },
        syncStocks: true,
      });
      auth = await authHeader(t.accessTokens, insertStudent(t.db));
      const stocks = (await call(`/presets/${name}`)).body.data as Array<{ symbol: string }>;
      expect(stocks).toHaveLength(10);
      const stopping = stocks.filter((s) => catalogue.get(s.symbol)?.dataUntil !== undefined);
      expect(stopping).toEqual([]);
    },
  );
});

describe('the watchlist search on the embedded data', () => {
  it('says which stocks stop trading in the replay, and when, before a student picks one', async () => {
    const catalogue = realCatalogue();
    t.dispose();
    t = createTestApp({ now: '2026-03-20T14:50:00Z', overrides: { catalogue }, syncStocks: true });
    auth = await authHeader(t.accessTokens, insertStudent(t.db));
    const found = (await call('/stocks?search=에코프로&limit=20')).body.data as {
      data: Array<{ symbol: string; dataUntil?: string }>;
    };
    const bySymbol = new Map(found.data.map((s) => [s.symbol, s.dataUntil]));
    // 에코프로 (086520): no replay data after 2026-03-20; 에코프로비엠 (247540) plays to 07-10.
    expect(bySymbol.get('086520')).toBe('2026-03-20');
    expect(bySymbol.has('247540')).toBe(true);
    expect(bySymbol.get('247540')).toBeUndefined();
  });
});
