import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { realCatalogue } from '../../src/server/testing/real-catalogue';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { Quote } from '../../src/shared/schemas/market';
import {
  zStock,
  zWatchlistStats,
  zWatchlistStockPage,
  type Stock,
  type WatchlistStockPage,
} from '../../src/shared/schemas/stocks';
import { call } from './accounts.helpers';

let t: TestApp;
let student: Record<string, string>;

beforeEach(async () => {
  t = createTestApp({ overrides: { catalogue: realCatalogue() }, syncStocks: true });
  student = await authHeader(t.accessTokens, insertUser(t.db));
});
afterEach(() => t.dispose());

const get = <T>(path: string, headers = student) => call<T>(t, 'GET', `/api${path}`, { headers });

const samsungClose = {
  symbol: '005930',
  name: '삼성전자',
  market: 'KOSPI',
  sector: '전기전자',
  currentPrice: 199_400,
  price: 199_400,
  change: -1_100,
  changePercent: -0.55,
  source: { provider: 'krx', label: 'KRX 종가 · 2026-03-20', stale: false },
};

describe('GET /stocks', () => {
  it('lists the 300 stocks with long history, largest first, at their real last close', async () => {
    const { status, body } = await get<Stock[]>('/stocks');
    expect(status).toBe(200);
    const stocks = zStock.array().parse(body.data);
    expect(stocks).toHaveLength(300);
    expect(stocks[0]).toMatchObject(samsungClose);
    expect(stocks.map((s) => s.symbol)).toContain('000660');
    expect(stocks.map((s) => s.symbol)).not.toContain('0126Z0');
  });

  it('filters by market', async () => {
    const kospi = await get<Stock[]>('/stocks?market=KOSPI');
    expect(kospi.body.data).toHaveLength(200);
    const kosdaq = await get<Stock[]>('/stocks?market=KOSDAQ');
    expect(kosdaq.body.data.length).toBeGreaterThan(0);
    expect(kosdaq.body.data.every((s) => s.market === 'KOSDAQ')).toBe(true);
    expect((await get<Stock[]>('/stocks?market=all')).body.data).toHaveLength(300);
  });

  it('shows the live quote and its source once the market prices a stock', async () => {
    const quote: Quote = {
      symbol: '005930',
      price: 186_100,
      previousClose: 191_600,
      open: 186_100,
      high: 186_100,
      low: 186_100,
      volume: 1_000,
      change: -5_500,
      changePercent: -2.87,
      updatedAt: Date.parse('2026-03-06T00:00:00Z'),
      source: { provider: 'replay', label: '과거 시세 재생 · 2026-03-06', stale: false },
    };
    t.deps.prices.apply([quote]);
    const { body } = await get<Stock[]>('/stocks');
    expect(body.data[0]).toMatchObject({
      currentPrice: 186_100,
      price: 186_100,
      change: -5_500,
      changePercent: -2.87,
      source: quote.source,
    });
  });

  it('refuses an unknown market and an anonymous caller', async () => {
    const bad = await get('/stocks?market=NYSE');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      '시장은 전체, KOSPI, KOSDAQ, KOSDAQ GLOBAL, KONEX 중 하나여야 합니다.',
    );
    expect((await get('/stocks', {})).status).toBe(401);
  });
});

describe('GET /stocks/search', () => {
  it('finds stocks by name among all listed stocks, commons first', async () => {
    const { status, body } = await get<Stock[]>(`/stocks/search?q=${encodeURIComponent('삼성')}`);
    expect(status).toBe(200);
    const found = zStock.array().parse(body.data);
    expect(found[0]?.name).toBe('삼성전자');
    expect(found.every((s) => s.name.includes('삼성'))).toBe(true);
    const common = found.map((s) => !/(우[A-C]?$|스팩)/.test(s.name));
    expect(common.indexOf(false)).toBeGreaterThan(0);
    expect(common.slice(common.indexOf(false))).not.toContain(true);
  });

  it('finds by symbol, ignores Latin case and spaces, and honours the market', async () => {
    const bySymbol = await get<Stock[]>('/stocks/search?q=000660');
    expect(bySymbol.body.data.map((s) => s.name)).toEqual(['SK하이닉스']);
    const lower = await get<Stock[]>(`/stocks/search?q=${encodeURIComponent('sk 하이닉스')}`);
    expect(lower.body.data[0]?.symbol).toBe('000660');
    const konex = await get<Stock[]>('/stocks/search?q=&market=KONEX');
    expect(konex.body.data).toHaveLength(50);
    expect(konex.body.data.every((s) => s.market === 'KONEX')).toBe(true);
  });

  it('answers an empty list when nothing matches', async () => {
    const { status, body } = await get<Stock[]>('/stocks/search?q=zzzz');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});

describe('GET /stocks/{symbol}', () => {
  it('answers one stock with its id, sector and price source', async () => {
    const { status, body } = await get<Stock>('/stocks/005930');
    expect(status).toBe(200);
    expect(zStock.parse(body.data)).toMatchObject(samsungClose);
    const lower = await get<Stock>('/stocks/0126z0');
    expect(lower.body.data).toMatchObject({ symbol: '0126Z0', name: '삼성에피스홀딩스' });
  });

  it('answers 404 with a Korean message for an unknown symbol', async () => {
    for (const symbol of ['999999', 'abc']) {
      const { status, body } = await get(`/stocks/${symbol}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'STOCK_NOT_FOUND', message: '종목을 찾을 수 없습니다.' });
    }
  });
});

describe('GET /watchlist/stocks', () => {
  it('pages through every listed stock, 20 at a time, largest common stocks first', async () => {
    const { status, body } = await get<WatchlistStockPage>('/watchlist/stocks');
    expect(status).toBe(200);
    const first = zWatchlistStockPage.parse(body.data);
    expect(first).toMatchObject({ total: 2_879, page: 1, limit: 20 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject(samsungClose);
    const wide = await get<WatchlistStockPage>('/watchlist/stocks?limit=40');
    const second = await get<WatchlistStockPage>('/watchlist/stocks?page=2');
    expect(second.body.data.data).toEqual(wide.body.data.data.slice(20));
  });

  it('searches and filters by each market, KOSDAQ GLOBAL and KONEX included', async () => {
    const global = await get<WatchlistStockPage>('/watchlist/stocks?market=KOSDAQ%20GLOBAL');
    expect(global.body.data.total).toBe(52);
    expect(global.body.data.data.every((s) => s.market === 'KOSDAQ GLOBAL')).toBe(true);
    const konex = await get<WatchlistStockPage>('/watchlist/stocks?market=KONEX&limit=100&page=2');
    expect(konex.body.data).toMatchObject({ total: 110, page: 2, limit: 100 });
    expect(konex.body.data.data).toHaveLength(10);
    const search = await get<WatchlistStockPage>(
      `/watchlist/stocks?search=${encodeURIComponent('삼성전자')}`,
    );
    expect(search.body.data.data.map((s) => s.name)).toEqual(['삼성전자', '삼성전자우']);
    expect(search.body.data.total).toBe(2);
  });

  it('answers an empty page past the end and refuses bad paging', async () => {
    const past = await get<WatchlistStockPage>('/watchlist/stocks?page=200');
    expect(past.body.data).toMatchObject({ data: [], total: 2_879, page: 200 });
    const zero = await get('/watchlist/stocks?page=0');
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('페이지 번호가 올바르지 않습니다.');
    const big = await get('/watchlist/stocks?limit=101');
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('한 페이지에 최대 100개 종목까지 볼 수 있습니다.');
    expect((await get('/watchlist/stocks', {})).status).toBe(401);
  });

  it('gives the stock ids the watchlist is saved with', async () => {
    const page = await get<WatchlistStockPage>('/watchlist/stocks?search=005930');
    const stock = await get<Stock>('/stocks/005930');
    expect(page.body.data.data[0]?.id).toBe(stock.body.data.id);
  });
});

describe('GET /watchlist/stats', () => {
  it('counts the listed stocks per market', async () => {
    const { status, body } = await get('/watchlist/stats');
    expect(status).toBe(200);
    expect(zWatchlistStats.parse(body.data)).toEqual({
      totalStocks: 2_879,
      byMarket: [
        { market: 'KOSPI', count: 951 },
        { market: 'KOSDAQ', count: 1_766 },
        { market: 'KOSDAQ GLOBAL', count: 52 },
        { market: 'KONEX', count: 110 },
      ],
    });
  });
});
