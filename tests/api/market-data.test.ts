import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  zChartPoint,
  zOrderBook,
  zPriceRecord,
  zStockPriceRecord,
  type ChartPoint,
} from '../../src/shared/schemas/market';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { Role } from '../../src/shared/schemas/user';

let t: TestApp;
let student: Record<string, string>;

beforeEach(async () => {
  t = createTestApp();
  student = await authHeader(t.accessTokens, insertUser(t.db));
});
afterEach(() => t.dispose());

async function call(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await t.app.request(`/api${path}`, {
    ...init,
    headers: { ...student, 'Content-Type': 'application/json', ...init.headers },
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; message?: string; code?: string },
  };
}

async function as(role: Role) {
  return authHeader(t.accessTokens, insertUser(t.db, { role }));
}

const minutes = (n: number) => n * 60_000;

describe('GET /real-stocks/{symbol}/price', () => {
  it('answers 삼성전자 with its replayed price and source', async () => {
    const { status, body } = await call('/real-stocks/005930/price');
    expect(status).toBe(200);
    const record = zStockPriceRecord.parse(body.data);
    expect(record).toMatchObject({
      symbol: '005930',
      name: '삼성전자',
      market: 'KOSPI',
      sector: '전기전자',
      currentPrice: 186_100,
      previousClose: 191_600,
      dayOpen: 186_100,
      change: -5_500,
      changePercent: -2.87,
      per: null,
      updatedAt: '2026-03-06T00:00:00.000Z',
      source: { provider: 'replay', label: '과거 시세 재생 · 2026-03-06', stale: false },
    });
  });

  it('starts pricing a stock nobody watched and keeps it moving', async () => {
    expect(t.deps.market.isTracked('035720')).toBe(false);
    await call('/real-stocks/035720/price');
    expect(t.deps.market.isTracked('035720')).toBe(true);
    t.engine.step(minutes(10));
    const { body } = await call('/real-stocks/035720/price');
    expect(zStockPriceRecord.parse(body.data).updatedAt > '2026-03-06T01:00:00.000Z').toBe(true);
  });

  it.each(['999999', 'ABCDEFG', 'x'])('answers 404 STOCK_NOT_FOUND for %s', async (symbol) => {
    const { status, body } = await call(`/real-stocks/${symbol}/price`);
    expect(status).toBe(404);
    expect(body).toMatchObject({
      success: false,
      code: 'STOCK_NOT_FOUND',
      message: '종목을 찾을 수 없습니다.',
    });
  });

  it('needs a signed-in user', async () => {
    const { status } = await call('/real-stocks/005930/price', { headers: { Authorization: '' } });
    expect(status).toBe(401);
  });
});

describe('charts', () => {
  it('1M (the default) returns the real 2026 daily bars up to the replayed day', async () => {
    t.engine.step(minutes(2 * 30) + 1000);
    const { status, body } = await call('/real-stocks/005930/chart');
    expect(status).toBe(200);
    const points = zChartPoint.array().parse(body.data);
    expect(points.map((p) => p.timestamp.slice(0, 10))).toEqual([
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(points[0]).toMatchObject({
      open: 186_100,
      high: 189_700,
      low: 181_000,
      close: 188_200,
      volume: 29_522_650,
    });
    expect(points[1]).toMatchObject({ open: 173_500, high: 175_500, low: 167_300, close: 173_500 });
    expect(points[2]?.open).toBe(187_600);
  });

  it('1M of a stock with two segments joins the short 2026-02 gap without inventing its days', async () => {
    const { body } = await call('/chart/900001?period=1M');
    const dates = (body.data as ChartPoint[]).map((p) => p.timestamp.slice(0, 10));
    expect(dates[0]).toBe('2026-02-04');
    expect(dates).toContain('2026-02-20');
    expect(dates.filter((d) => d > '2026-02-20' && d < '2026-03-06')).toEqual([]);
    expect(dates.at(-1)).toBe('2026-03-06');
  });

  it('3M and 1Y reach back only as far as the data is real', async () => {
    const threeMonths = await call('/chart/900001?period=3M');
    const year = await call('/chart/900001?period=1Y');
    const first = (r: { body: { data?: unknown } }) =>
      (r.body.data as ChartPoint[])[0]?.timestamp.slice(0, 10);
    expect(first(threeMonths)).toBe('2026-01-02');
    expect(first(year)).toBe('2026-01-02');
  });

  it('1D and /chart/{symbol} give the recorded minute bars of the replayed day', async () => {
    await call('/real-stocks/005930/price');
    t.engine.step(minutes(6));
    t.deps.bars?.flush();
    const viaRealStocks = await call('/real-stocks/005930/chart?period=1D');
    const viaChart = await call('/chart/005930?period=1D');
    expect(viaChart.body).toEqual(viaRealStocks.body);
    const points = zChartPoint.array().parse(viaRealStocks.body.data);
    // 6 wall minutes of a 30-minute day are 78 market minutes.
    expect(points.length).toBeGreaterThanOrEqual(77);
    expect(points[0]).toMatchObject({ timestamp: '2026-03-06T00:00:00.000Z', open: 186_100 });
    expect(
      points.every(
        (p) => p.low <= p.open && p.open <= p.high && p.low <= p.close && p.close <= p.high,
      ),
    ).toBe(true);
    const week = zChartPoint.array().parse((await call('/chart/005930?period=1W')).body.data);
    expect(week.length).toBeGreaterThanOrEqual(15);
    expect(week.length).toBeLessThanOrEqual(17);
  });

  it('rejects an unknown period with a Korean message', async () => {
    const { status, body } = await call('/chart/005930?period=5Y');
    expect(status).toBe(400);
    expect(body.message).toBe('기간은 1D, 1W, 1M, 3M, 1Y 중 하나여야 합니다.');
  });
});

describe('order book and news', () => {
  it('answers ten levels a side around the price', async () => {
    const { status, body } = await call('/real-stocks/000660/orderbook');
    expect(status).toBe(200);
    const book = zOrderBook.pick({ asks: true, bids: true }).parse(body.data);
    expect(book.asks).toHaveLength(10);
    expect(book.bids).toHaveLength(10);
    expect(book.asks[0]!.price).toBeGreaterThan(book.bids[0]!.price);
    expect([book.asks[0]!.price, book.bids[0]!.price]).toContain(912_000);
  });

  it('has no news in the embedded market, and says so with an empty list', async () => {
    expect((await call('/real-stocks/005930/news')).body).toEqual({ success: true, data: [] });
    expect((await call('/real-stocks/123456/news')).status).toBe(404);
  });
});

describe('POST /stocks/prices/multiple', () => {
  it('answers price records for the known symbols', async () => {
    const { status, body } = await call('/stocks/prices/multiple', {
      method: 'POST',
      body: JSON.stringify({ symbols: ['005930', '035720', '999999'] }),
    });
    expect(status).toBe(200);
    const records = zPriceRecord.array().parse(body.data);
    expect(records.map((r) => r.symbol)).toEqual(['005930', '035720']);
    expect(records[0]).toEqual({
      symbol: '005930',
      currentPrice: 186_100,
      changePercent: -2.87,
      changeAmount: -5_500,
      timestamp: '2026-03-06T00:00:00.000Z',
    });
  });

  it.each([
    [{ symbols: [] }, '종목 코드를 1개 이상 보내주세요.'],
    [
      { symbols: Array.from({ length: 101 }, (_, i) => String(100000 + i)) },
      '한 번에 최대 100개 종목까지 조회할 수 있습니다.',
    ],
    [{ symbols: ['12'] }, '종목 코드는 6자리입니다.'],
    [{ symbols: ['005930'], role: 'ADMIN' }, undefined],
    [{}, '종목 코드 목록이 필요합니다.'],
  ])('rejects %j with 400', async (payload, message) => {
    const { status, body } = await call('/stocks/prices/multiple', {
      method: 'POST',
      body: JSON.stringify(payload),
    });
    expect(status).toBe(400);
    if (message) expect(body.message).toBe(message);
  });
});

describe('POST /real-stocks/update-all-prices', () => {
  it.each(['TEACHER', 'ADMIN'] as const)(
    'lets a %s publish every priced stock now',
    async (role) => {
      await call('/stocks/prices/multiple', {
        method: 'POST',
        body: JSON.stringify({ symbols: ['005930', '000660'] }),
      });
      const { status, body } = await call('/real-stocks/update-all-prices', {
        method: 'POST',
        headers: await as(role),
      });
      expect(status).toBe(200);
      expect(body.data).toEqual({ updatedCount: 2 });
    },
  );

  it.each(['STUDENT', 'GUEST'] as const)('refuses a %s with 403', async (role) => {
    const { status, body } = await call('/real-stocks/update-all-prices', {
      method: 'POST',
      headers: await as(role),
    });
    expect(status).toBe(403);
    expect(body.message).toBe('교사 또는 관리자만 가격을 업데이트할 수 있습니다');
  });
});
