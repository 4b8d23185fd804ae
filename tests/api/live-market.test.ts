import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../src/server/clock';
import { createLiveFeed } from '../../src/server/market/live/live-feed';
import { createNaverAdapter } from '../../src/server/market/live/naver/naver-adapter';
import { createPriceStore } from '../../src/server/market/price-store';
import { startNaverFake, type NaverFake } from '../../src/server/testing/fakes/naver-fake';
import { authHeader } from '../../src/server/testing/factories';
import { insertStocks, insertStudent, setWatchlist } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { isMarketOpen } from '../../src/shared/domain/market/calendar';
import { messages } from '../../src/shared/messages';
import {
  zChartPoint,
  zNewsItem,
  zStockPriceRecord,
  type QuoteSource,
} from '../../src/shared/schemas/market';
import { zTradeResult } from '../../src/shared/schemas/trading';

// The app on a live provider (Naver, against a local fake speaking its wire format): students
// trade at the provider's price, see where it came from, and cannot trade at a stale one.

const NOW = '2026-11-23T01:00:00Z'; // Monday 10:00 KST, the market is open.
let fake: NaverFake;
let clock: ReturnType<typeof fixedClock>;
let t: TestApp;
let auth: Record<string, string>;

beforeEach(async () => {
  // Polls as fast as the test's adapter asks, not Naver's 7 s.
  fake = await startNaverFake({ pollingIntervalMs: 50 });
  clock = fixedClock(NOW);
  const prices = createPriceStore();
  const market = createLiveFeed({
    name: 'naver',
    createAdapter: (deps) => createNaverAdapter({ baseUrl: fake.url, pollMs: 50 }, deps),
    prices,
    clock,
    demand: { viewers: () => new Map(), held: () => new Set() },
  });
  t = createTestApp({
    now: NOW,
    overrides: { prices, market, clock, isMarketOpen: () => isMarketOpen(clock.now()) },
  });
  const stocks = insertStocks(t.db, t.deps.catalogue);
  const student = insertStudent(t.db);
  setWatchlist(t.db, student.id, [stocks.get('005930')!.id]);
  auth = await authHeader(t.accessTokens, student);
  fake.setPrice('005930', 71_200);
  market.start(['005930', '000660']);
});
afterEach(async () => {
  t.deps.market.stop();
  t.dispose();
  await fake.close();
});

async function call(path: string, body?: unknown) {
  const response = await t.app.request(`/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; message?: string; code?: string },
  };
}

const buy = (quantity: number) =>
  call('/trading/buy', { symbol: '005930', quantity, reason: '네이버 시세로 사 봅니다' });

async function sourceOf(symbol: string): Promise<QuoteSource> {
  const { body } = await call(`/real-stocks/${symbol}/price`);
  return zStockPriceRecord.parse(body.data).source;
}

describe('a live provider behind the app', () => {
  it('prices, charts and news come from the provider, with its name on them', async () => {
    const { status, body } = await call('/real-stocks/005930/price');
    expect(status).toBe(200);
    expect(zStockPriceRecord.parse(body.data)).toMatchObject({
      currentPrice: 71_200,
      previousClose: fake.previousClose('005930'),
      source: { provider: 'naver', label: '실시간 · 네이버', stale: false },
    });

    const chart = await call('/real-stocks/005930/chart?period=3M');
    const points = zChartPoint.array().parse(chart.body.data);
    expect(points.length).toBeGreaterThan(40);
    expect(points.at(-1)?.close).toBe(71_200);

    const news = zNewsItem.array().parse((await call('/real-stocks/005930/news')).body.data);
    expect(news[0]?.title).toContain('"하반기 실적 개선"');
    expect(news[0]?.link).toMatch(/^https:\/\/n\.news\.naver\.com\/mnews\/article\//);

    // Naver has no order book: it is empty, never invented.
    expect((await call('/real-stocks/005930/orderbook')).body.data).toEqual({ asks: [], bids: [] });
  });

  it('fills a buy at the provider’s current price', async () => {
    await vi.waitFor(async () => expect((await sourceOf('005930')).stale).toBe(false));
    fake.setPrice('005930', 71_500);
    await vi.waitFor(async () => {
      const { body } = await call('/real-stocks/005930/price');
      expect(zStockPriceRecord.parse(body.data).currentPrice).toBe(71_500);
    });
    const { status, body } = await buy(2);
    expect(status).toBe(200);
    expect(zTradeResult.parse(body.data).transaction).toMatchObject({ price: 71_500, quantity: 2 });
  });

  it('keeps the last price, marked stale, while the provider fails, and refuses to trade at it', async () => {
    await call('/real-stocks/005930/price');
    fake.failNext('server-error', 1_000);
    await vi.waitFor(async () => expect((await sourceOf('005930')).stale).toBe(true), {
      timeout: 5_000,
    });
    const { body } = await call('/real-stocks/005930/price');
    expect(zStockPriceRecord.parse(body.data).currentPrice).toBe(71_200);

    const refused = await buy(1);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'PRICE_UNAVAILABLE',
      message: messages.priceUnavailable,
    });

    // A stock nobody priced before the failure has no price to show: 503, nothing made up.
    const unknown = await call('/real-stocks/035720/price');
    expect(unknown.status).toBe(503);
    expect(unknown.body.message).toBe(messages.marketDataUnavailable);

    fake.recover();
    await vi.waitFor(async () => expect((await sourceOf('005930')).stale).toBe(false), {
      timeout: 10_000,
    });
    expect((await buy(1)).status).toBe(200);
  });

  it('refuses trades outside KRX hours, whatever the provider says', async () => {
    clock.set('2026-11-22T01:00:00Z'); // Sunday
    const refused = await buy(1);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(messages.marketClosed);
  });
});
