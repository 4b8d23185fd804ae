import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '../../../../shared/schemas/market';
import { fixedClock } from '../../../clock';
import { startNaverFake, type NaverFake } from '../../../testing/fakes/naver-fake';
import { createPriceStore, type PriceStore } from '../../price-store';
import { createQuoteSink } from '../quote-sink';
import { isOnTick } from '../../../../shared/domain/market/tick-size';
import type { LiveAdapter } from '../types';
import { createNaverAdapter, NAVER_USER_AGENT } from './naver-adapter';

const BIG_THREE = ['005930', '000660', '035420'];

let fake: NaverFake;
let prices: PriceStore;
let adapter: LiveAdapter | undefined;
let tracked: string[];
let clock: ReturnType<typeof fixedClock>;

function makeAdapter(timeoutMs = 2_000) {
  adapter = createNaverAdapter(
    { baseUrl: fake.url, pollMs: 20, timeoutMs, backoffBaseMs: 20, newsTtlMs: 60_000 },
    {
      sink: createQuoteSink(prices, { provider: 'naver', label: '실시간 · 네이버' }),
      symbols: () => tracked,
      clock,
    },
  );
  return adapter;
}

/** Resolves once the store satisfies `done`, checking now and on every published batch. */
function waitFor(done: (quote: (symbol: string) => Quote | undefined) => boolean) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (!done(prices.get)) return false;
      stop();
      resolve();
      return true;
    };
    const stop = prices.onQuotes(() => void check());
    check();
  });
}

const realtimeRequests = () =>
  fake.requests().filter((r) => r.path.startsWith('/api/realtime/domestic/stock/'));

const kstDate = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeEach(async () => {
  // Naver's real 7 s would make every polling test wait; the pace tests use their own fakes.
  fake = await startNaverFake({ pollingIntervalMs: 20 });
  prices = createPriceStore();
  tracked = [...BIG_THREE];
  clock = fixedClock(new Date());
});

afterEach(async () => {
  adapter?.stop();
  adapter = undefined;
  await fake.close();
});

describe('naver adapter quotes', () => {
  it('prices many codes with one call, reading comma numbers and the signed change', async () => {
    fake.setPrice('005930', 70_500);
    fake.setPrice('000660', 183_000);
    await makeAdapter().refresh(BIG_THREE);

    expect(realtimeRequests().map((r) => r.path)).toEqual([
      '/api/realtime/domestic/stock/005930,000660,035420',
    ]);
    expect(prices.get('005930')).toMatchObject({
      price: 70_500,
      previousClose: 71_000,
      change: -500,
      changePercent: -0.7,
      source: { provider: 'naver', label: '실시간 · 네이버', stale: false },
    });
    expect(prices.get('000660')).toMatchObject({
      price: 183_000,
      previousClose: 180_000,
      change: 3_000,
    });
    expect(prices.get('035420')).toMatchObject({ price: 200_000, change: 0 });
  });

  it('splits the tracked stocks into batches of 50, all priced in one cycle', async () => {
    tracked = Array.from({ length: 120 }, (_, i) => String(100_000 + i * 7).padStart(6, '0'));
    makeAdapter().start();
    await waitFor((quote) => tracked.every((symbol) => quote(symbol) !== undefined));

    const firstCycle = realtimeRequests().slice(0, 3);
    const codesPerCall = firstCycle.map((r) => r.path.split('/').at(-1)?.split(',').length);
    expect(codesPerCall).toEqual([50, 50, 20]);
    expect(prices.get(tracked[119] ?? '')?.price).toBe(fake.price(tracked[119] ?? ''));
  });

  it('follows the fake as its prices move while polling', async () => {
    makeAdapter().start();
    await waitFor((quote) => quote('005930')?.price === 71_000);
    fake.setPrice('005930', 72_300);
    await waitFor((quote) => quote('005930')?.price === 72_300);
    expect(prices.get('005930')?.change).toBe(1_300);
  });

  it.each([
    ['in session', '2026-11-23T01:00:00Z', 7_000],
    ['outside the session', '2026-11-22T01:00:00Z', 70_000],
  ])('waits as long as Naver asks (pollingInterval) %s, not its own pace', async (_, at, asked) => {
    const paced = await startNaverFake({ now: () => Date.parse(at) });
    const waits: number[] = [];
    const naver = createNaverAdapter(
      { baseUrl: paced.url, pollMs: 20 },
      {
        sink: createQuoteSink(prices, { provider: 'naver', label: '실시간 · 네이버' }),
        symbols: () => tracked,
        clock,
        // Records the wait asked for, and polls on quickly so the test does not wait it out.
        pace: (ms) => {
          waits.push(ms);
          return 20;
        },
      },
    );
    try {
      naver.start();
      await vi.waitFor(() => expect(waits.length).toBeGreaterThanOrEqual(2));
      expect(waits.every((ms) => ms === asked)).toBe(true);
    } finally {
      naver.stop();
      await paced.close();
    }
  });

  it('sends a browser User-Agent on every call (Naver answers 403 otherwise)', async () => {
    const naver = makeAdapter();
    await naver.refresh(BIG_THREE);
    await naver.dailyBars('005930', kstDate(-10), kstDate(0));
    await naver.news('005930');

    expect(fake.requests()).toHaveLength(3);
    expect(fake.requests().every((r) => r.userAgent === NAVER_USER_AGENT)).toBe(true);
    const bare = await fetch(`${fake.url}/api/realtime/domestic/stock/005930`);
    expect(bare.status).toBe(403);
  });

  it('a code missing from the answer keeps its last price, marked stale', async () => {
    const naver = makeAdapter();
    await naver.refresh(BIG_THREE);
    fake.delist('035420');
    fake.setPrice('005930', 71_100);
    await naver.refresh(BIG_THREE);

    expect(prices.get('035420')).toMatchObject({ price: 200_000, source: { stale: true } });
    expect(prices.get('005930')).toMatchObject({ price: 71_100, source: { stale: false } });
  });

  it('a code never priced gets no made-up quote', async () => {
    fake.delist('247540');
    await makeAdapter().refresh(['247540', '005930']);
    expect(prices.get('247540')).toBeUndefined();
    expect(prices.get('005930')?.price).toBe(71_000);
  });
});

describe('naver adapter failures', () => {
  it.each([
    ['rate-limit', 'rate-limited'],
    ['server-error', 'http'],
    ['malformed', 'malformed'],
    ['hang', 'timeout'],
    ['drop', 'network'],
  ] as const)(
    '%s: refresh fails as %s and the last prices stay, stale',
    async (kind, errorKind) => {
      const naver = makeAdapter(200);
      await naver.refresh(BIG_THREE);
      fake.failNext(kind);
      fake.setPrice('005930', 99_000);

      await expect(naver.refresh(BIG_THREE)).rejects.toMatchObject({ kind: errorKind });
      for (const symbol of BIG_THREE) expect(prices.get(symbol)?.source.stale).toBe(true);
      expect(prices.get('005930')?.price).toBe(71_000);

      await naver.refresh(BIG_THREE);
      expect(prices.get('005930')).toMatchObject({ price: 99_000, source: { stale: false } });
    },
  );

  it('a JSON answer of the wrong shape is malformed, never a price', async () => {
    const naver = createNaverAdapter(
      { baseUrl: fake.url },
      {
        sink: createQuoteSink(prices, { provider: 'naver', label: '실시간 · 네이버' }),
        symbols: () => tracked,
        clock,
        fetch: () => Promise.resolve(new Response('{"result":{"closePrice":"71,000"}}')),
      },
    );
    await expect(naver.refresh(BIG_THREE)).rejects.toMatchObject({ kind: 'malformed' });
    expect(prices.all()).toEqual([]);
  });

  it('only the failed batch goes stale', async () => {
    tracked = Array.from({ length: 60 }, (_, i) => String(200_000 + i).padStart(6, '0'));
    const naver = makeAdapter();
    await naver.refresh(tracked);
    fake.failNext('server-error');

    await expect(naver.refresh(tracked)).rejects.toMatchObject({ kind: 'http' });
    const stale = tracked.filter((symbol) => prices.get(symbol)?.source.stale);
    expect([50, 10]).toContain(stale.length);
  });

  it('polling backs off through failures, marks stale, then recovers', async () => {
    const naver = makeAdapter(200);
    naver.start();
    await waitFor((quote) => quote('005930')?.source.stale === false);

    fake.failNext('server-error', 2);
    fake.failNext('hang');
    fake.setPrice('005930', 70_000);
    await waitFor((quote) => quote('005930')?.source.stale === true);
    expect(prices.get('005930')?.price).toBe(71_000);

    await waitFor((quote) => quote('005930')?.price === 70_000 && !quote('005930')?.source.stale);
    // The cycle after a success runs on the plain interval, so health has recovered by then.
    await new Promise<void>((resolve) => {
      const stop = prices.onQuotes(() => {
        stop();
        resolve();
      });
    });
    expect(naver.health()).toBe('running');
    naver.stop();
    expect(naver.health()).toBe('stopped');
  });
});

describe('naver adapter daily bars', () => {
  it('maps the chart range to YYYY-MM-DD weekday bars, oldest first', async () => {
    const from = kstDate(-40);
    const to = kstDate(-7);
    const bars = await makeAdapter().dailyBars('005930', from, to);

    const chart = fake.requests().find((r) => r.path.startsWith('/chart/domestic/item/005930/day'));
    expect(chart?.path).toBe(
      `/chart/domestic/item/005930/day?startDateTime=${from.replaceAll('-', '')}0000&endDateTime=${to.replaceAll('-', '')}2359`,
    );
    expect(bars.length).toBeGreaterThanOrEqual(22);
    expect(bars.map((b) => b.date)).toEqual([...bars.map((b) => b.date)].sort());
    for (const bar of bars) {
      expect(bar.date >= from && bar.date <= to).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${bar.date}T00:00:00Z`).getUTCDay());
      expect(bar.low).toBeLessThanOrEqual(Math.min(bar.open, bar.close));
      expect(bar.high).toBeGreaterThanOrEqual(Math.max(bar.open, bar.close));
      expect(Number.isInteger(bar.close) && Number.isInteger(bar.volume)).toBe(true);
    }
  });

  it('a year back ends at the last close the quotes use', async () => {
    const bars = await makeAdapter().dailyBars('000660', kstDate(-366), kstDate(0));
    expect(bars.length).toBeGreaterThan(240);
    const today = new Date(`${kstDate(0)}T00:00:00Z`).getUTCDay();
    const beforeToday = [0, 6].includes(today) ? bars.at(-1) : bars.at(-2);
    expect(beforeToday?.close).toBe(fake.previousClose('000660'));
  });

  it('draws a halted day (open/high/low 0, no volume) flat at its close, never down to 0', async () => {
    const bars = await makeAdapter().dailyBars('005930', kstDate(-40), kstDate(-1));
    const halted = bars.filter((bar) => bar.volume === 0);
    expect(halted).toHaveLength(1);
    const [day] = halted;
    expect(day?.close).toBeGreaterThan(0);
    expect([day?.open, day?.high, day?.low]).toEqual([day?.close, day?.close, day?.close]);
    expect(bars.every((bar) => bar.low > 0)).toBe(true);
  });

  it('a failed chart call is a provider error', async () => {
    fake.failNext('rate-limit');
    await expect(makeAdapter().dailyBars('005930', kstDate(-5), kstDate(0))).rejects.toMatchObject({
      kind: 'rate-limited',
    });
  });
});

describe('naver adapter news', () => {
  it('maps articles to Naver news links with decoded titles and KST dates, newest first', async () => {
    const items = await makeAdapter().news('005930');

    expect(fake.requests().map((r) => r.path)).toEqual([
      '/api/news/stock/005930?pageSize=20&page=1',
    ]);
    expect(items).toHaveLength(3);
    expect(items[0]?.title).toBe('삼성전자, "하반기 실적 개선" 전망에 강세');
    expect(items.map((i) => i.title).join(' ')).not.toMatch(/&(quot|amp|#39);/);
    expect(items.map((i) => i.source)).toEqual(['연합뉴스', '한국경제', '매일경제']);
    for (const item of items) {
      expect(item.link).toMatch(/^https:\/\/n\.news\.naver\.com\/mnews\/article\/\d{3}\/\d{10}$/);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+09:00$/);
    }
    expect(items.map((i) => i.date)).toEqual([...items.map((i) => i.date)].sort().reverse());
  });

  it('serves news from the cache for a while, and keeps it when Naver fails', async () => {
    const naver = createNaverAdapter(
      { baseUrl: fake.url, newsTtlMs: 0 },
      {
        sink: createQuoteSink(prices, { provider: 'naver', label: '' }),
        symbols: () => [],
        clock,
      },
    );
    const cachedAdapter = makeAdapter();
    await cachedAdapter.news('005930');
    await cachedAdapter.news('005930');
    expect(fake.requests()).toHaveLength(1);

    const first = await naver.news('000660');
    fake.failNext('server-error');
    expect(await naver.news('000660')).toEqual(first);
    expect(fake.requests()).toHaveLength(3);
  });

  it('asks again once the cache is older than its lifetime by the injected clock', async () => {
    const naver = makeAdapter();
    await naver.news('005930');
    clock.advance(59_000);
    await naver.news('005930');
    expect(fake.requests()).toHaveLength(1);
    clock.advance(2_000);
    await naver.news('005930');
    expect(fake.requests()).toHaveLength(2);
  });

  it('news that never loaded fails as a provider error', async () => {
    fake.failNext('malformed');
    await expect(makeAdapter().news('005930')).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('naver fake', () => {
  it('moves prices on its own by whole ticks within ±30% when autoTick is on', async () => {
    const ticking = await startNaverFake({ autoTick: true, tickMs: 5 });
    try {
      const start = ticking.price('005930');
      await expect.poll(() => ticking.price('005930'), { timeout: 5_000 }).not.toBe(start);
      const price = ticking.price('005930');
      expect(isOnTick(price)).toBe(true);
      expect(Math.abs(price - 71_000)).toBeLessThanOrEqual(71_000 * 0.3);
    } finally {
      await ticking.close();
    }
  });

  it('prices any valid code deterministically on the tick grid', async () => {
    const other = await startNaverFake();
    try {
      expect(other.price('123456')).toBe(fake.price('123456'));
      expect(isOnTick(fake.price('123456'))).toBe(true);
      expect(fake.price('123456')).toBeGreaterThanOrEqual(10_000);
    } finally {
      await other.close();
    }
  });
});
