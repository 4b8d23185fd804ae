import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, kstDate } from '../../../../shared/domain/market/calendar';
import type { Market } from '../../../../shared/schemas/market';
import { fixedClock } from '../../../clock';
import { startYahooFake, type YahooFakeOptions } from '../../../testing/fakes/yahoo-fake';
import { createPriceStore, type PriceStore } from '../../price-store';
import { createQuoteSink } from '../quote-sink';
import { createYahooAdapter, type YahooConfig } from './yahoo-adapter';

// Every test here also checks the User-Agent: the fake, like Yahoo, answers 429 without one.

const markets: Record<string, Market> = {
  '005930': 'KOSPI',
  '000660': 'KOSPI',
  '035420': 'KOSPI',
  '247540': 'KOSDAQ',
  '091990': 'KOSDAQ GLOBAL',
};

// For the tests that are not about the request budget: ask every cycle, as much as needed.
const UNLIMITED: YahooConfig = { requestsPerHour: 1e9, burst: 1e9, repriceMs: 0 };
const MINUTE = 60_000;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function setup(
  options: {
    symbols?: string[];
    markets?: Record<string, Market>;
    config?: YahooConfig;
    fake?: YahooFakeOptions;
  } = {},
) {
  const fake = await startYahooFake(options.fake);
  const clock = fixedClock(new Date());
  const prices = createPriceStore();
  const sink = createQuoteSink(prices, { provider: 'yahoo', label: '지연 시세 · Yahoo' });
  const marketOf = (symbol: string) => ({ ...markets, ...options.markets })[symbol];
  const symbols = options.symbols ?? ['005930', '000660', '035420'];
  const adapter = createYahooAdapter(
    // The clock stands still: budget and cool-downs move only when a test advances it.
    // A generous timeout: on a busy machine a first request can take longer than 200 ms.
    { baseUrl: fake.url, pollMs: 20, timeoutMs: 2_000, ...UNLIMITED, ...options.config },
    { sink, symbols: () => symbols, marketOf, clock },
  );
  cleanups.push(async () => {
    adapter.stop();
    await fake.close();
  });
  const count = (ysym: string) => fake.requestedSymbols().filter((s) => s === ysym).length;
  return { fake, prices, adapter, symbols, count, clock };
}

/** Resolves once `check` holds, re-checked on every price update. */
function until(prices: PriceStore, check: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (check()) return resolve();
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for ${what}`));
    }, 5_000);
    const off = prices.onQuotes(() => {
      if (!check()) return;
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}

const staleOf = (prices: PriceStore, symbol: string) => prices.get(symbol)?.source.stale;
const allFresh = (prices: PriceStore, symbols: string[]) => () =>
  symbols.every((symbol) => staleOf(prices, symbol) === false);
const allStale = (prices: PriceStore, symbols: string[]) => () =>
  symbols.every((symbol) => staleOf(prices, symbol) === true);

describe('yahoo adapter quotes', () => {
  it('prices KOSPI as .KS and KOSDAQ as .KQ in whole won, with previous close and open', async () => {
    const symbols = ['005930', '247540', '091990'];
    const { fake, prices, adapter } = await setup({ symbols });
    fake.setPrice('005930', 70_999.6);
    adapter.start();
    await until(prices, allFresh(prices, symbols), 'first prices');

    expect(prices.get('005930')).toMatchObject({
      price: 71_000,
      previousClose: 70_500,
      open: 70_800,
      change: 500,
      source: { provider: 'yahoo', label: '지연 시세 · Yahoo', stale: false },
    });
    expect(prices.get('247540')).toMatchObject({ price: 250_000, previousClose: 246_000 });
    expect(prices.get('091990')).toMatchObject({ price: 70_000, open: 70_100 });
    expect(fake.requestedSymbols()).toEqual(
      expect.arrayContaining(['005930.KS', '247540.KQ', '091990.KQ']),
    );
    expect(adapter.health()).toBe('running');
  });

  it('follows a price Yahoo moves', async () => {
    const { fake, prices, adapter } = await setup();
    adapter.start();
    await until(prices, () => prices.get('005930')?.price === 71_000, 'first price');
    fake.setPrice('005930', 71_500);
    await until(prices, () => prices.get('005930')?.price === 71_500, 'the new price');
    expect(prices.get('005930')).toMatchObject({ change: 1_000, high: 71_500 });
  });

  it('asks in priority order, one cycle after another', async () => {
    const symbols = ['035420', '005930', '000660'];
    const { fake, prices, adapter, count } = await setup({ symbols, config: { concurrency: 1 } });
    adapter.start();
    await until(prices, allFresh(prices, symbols), 'first prices');
    await vi.waitFor(() => expect(count('000660.KS')).toBeGreaterThanOrEqual(2));
    expect(fake.requestedSymbols().slice(0, 4)).toEqual([
      '035420.KS',
      '005930.KS',
      '000660.KS',
      '035420.KS',
    ]);
  });

  it('never asks Yahoo for a KONEX stock', async () => {
    const konex = '278990';
    const { fake, prices, adapter, count } = await setup({
      symbols: ['005930', konex],
      markets: { [konex]: 'KONEX' },
    });
    adapter.start();
    await vi.waitFor(() => expect(count('005930.KS')).toBeGreaterThanOrEqual(3));
    await adapter.refresh([konex]);
    expect(await adapter.dailyBars(konex, '2025-01-01', '2025-12-31')).toEqual([]);

    expect(fake.requestedSymbols().filter((s) => s.startsWith(konex))).toEqual([]);
    expect(prices.get(konex)).toBeUndefined();
    expect(staleOf(prices, '005930')).toBe(false);
  });

  it('a stock Yahoo does not list (404) stays unpriced and leaves the others fresh', async () => {
    // The fake lists 247540 as KOSDAQ; asked as .KS Yahoo answers 404.
    const { prices, adapter, count } = await setup({
      symbols: ['247540', '005930'],
      markets: { '247540': 'KOSPI' },
    });
    const staleSeen: string[] = [];
    prices.onQuotes((quotes) =>
      staleSeen.push(...quotes.filter((q) => q.source.stale).map((q) => q.symbol)),
    );
    adapter.start();
    await vi.waitFor(() => expect(count('247540.KS')).toBeGreaterThanOrEqual(3));

    expect(prices.get('247540')).toBeUndefined();
    expect(staleOf(prices, '005930')).toBe(false);
    expect(staleSeen).toEqual([]);
    expect(adapter.health()).toBe('running');
  });
});

describe('yahoo adapter failures', () => {
  it('on 429 stops asking, marks what it had not refreshed stale, waits minutes, then recovers', async () => {
    const { fake, prices, adapter, symbols, clock } = await setup({ config: { concurrency: 1 } });
    await adapter.refresh(symbols);
    expect(allFresh(prices, symbols)()).toBe(true);

    fake.failNext('rate-limit');
    const before = fake.requestedSymbols().length;
    adapter.start();
    await until(prices, allStale(prices, symbols), 'stale prices');
    await vi.waitFor(() => expect(adapter.health()).toBe('degraded'));
    // The sweep stopped at the 429, and nothing more is asked during the cool-down.
    expect(fake.requestedSymbols().slice(before)).toEqual(['005930.KS']);
    clock.advance(MINUTE);
    await adapter.refresh(symbols);
    expect(fake.requestedSymbols()).toHaveLength(before + 1);

    clock.advance(MINUTE);
    await until(prices, allFresh(prices, symbols), 'recovery');
    expect(fake.requestedSymbols()[before + 1]).toBe('005930.KS');
    await vi.waitFor(() => expect(adapter.health()).toBe('running'));
  });

  it('honours a longer Retry-After, and doubles the wait when refused again', async () => {
    const { fake, prices, adapter, clock } = await setup({ config: { pollMs: 60_000 } });
    const asked = () => fake.requestedSymbols().length;
    fake.setRetryAfter('600');
    fake.failNext('rate-limit');
    await adapter.refresh(['005930']);
    expect(staleOf(prices, '005930')).toBeUndefined();
    clock.advance(9 * MINUTE);
    await adapter.refresh(['005930']);
    expect(asked()).toBe(1);

    clock.advance(MINUTE);
    fake.setRetryAfter(undefined);
    fake.failNext('rate-limit');
    await adapter.refresh(['005930']);
    expect(asked()).toBe(2);
    // Second refusal in a row: four minutes, not two.
    clock.advance(3 * MINUTE);
    await adapter.refresh(['005930']);
    expect(asked()).toBe(2);
    clock.advance(MINUTE);
    await adapter.refresh(['005930']);
    expect(asked()).toBe(3);
    expect(staleOf(prices, '005930')).toBe(false);
  });

  it('reads Retry-After given as an HTTP date', async () => {
    const { fake, adapter, clock } = await setup({ config: { pollMs: 60_000 } });
    fake.setRetryAfter(new Date(clock.now().getTime() + 15 * MINUTE).toUTCString());
    fake.failNext('rate-limit');
    await adapter.refresh(['005930']);
    clock.advance(14 * MINUTE);
    await adapter.refresh(['005930']);
    expect(fake.requestedSymbols()).toHaveLength(1);
    clock.advance(MINUTE);
    await adapter.refresh(['005930']);
    expect(fake.requestedSymbols()).toHaveLength(2);
  });

  it('when every stock fails (500) it marks all stale, degrades, and recovers', async () => {
    const { fake, prices, adapter, symbols } = await setup();
    await adapter.refresh(symbols);
    // Failing until told otherwise, so the outage lasts until the test has seen it.
    fake.failNext('server-error', 1_000);
    adapter.start();
    await until(prices, allStale(prices, symbols), 'stale prices');
    await vi.waitFor(() => expect(adapter.health()).toBe('degraded'));
    fake.recover();
    await until(prices, allFresh(prices, symbols), 'recovery');
    await vi.waitFor(() => expect(adapter.health()).toBe('running'));
  });

  it.each(['malformed', 'hang', 'disconnect'] as const)(
    'a %s answer marks that stock stale, keeps its last price, and the next cycle recovers',
    async (kind) => {
      const { fake, prices, adapter, symbols } = await setup({
        config: { concurrency: 1, timeoutMs: 500 },
      });
      await adapter.refresh(symbols);
      fake.setPrice('005930', 72_000);
      fake.failNext(kind);
      adapter.start();
      await until(prices, () => staleOf(prices, '005930') === true, 'a stale price');
      expect(prices.get('005930')?.price).toBe(71_000);
      expect(staleOf(prices, '000660')).toBe(false);

      await until(prices, () => prices.get('005930')?.price === 72_000, 'recovery');
      expect(staleOf(prices, '005930')).toBe(false);
      expect(adapter.health()).toBe('running');
    },
  );

  it('never has more than `concurrency` requests in flight, polling and refreshing together', async () => {
    const symbols = Array.from({ length: 12 }, (_, i) => String(100_000 + i * 10));
    const { fake, prices, adapter } = await setup({
      symbols,
      markets: Object.fromEntries(symbols.map((s) => [s, 'KOSPI' as const])),
      config: { concurrency: 3, pollMs: 60_000 },
      fake: { latencyMs: 25 },
    });
    adapter.start();
    await adapter.refresh([...symbols].reverse());
    await until(prices, allFresh(prices, symbols), 'all prices');
    expect(fake.maxConcurrent()).toBe(3);
  });
});

describe('yahoo adapter request budget', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => String(100_000 + i * 10));
  const kospi = (symbols: string[]) =>
    Object.fromEntries(symbols.map((s) => [s, 'KOSPI' as const]));

  it('polls the most wanted first, keeping a reserve for a stock a student opens', async () => {
    const symbols = many(30);
    const ks = (list: string[]) => list.map((s) => `${s}.KS`);
    const { fake, prices, adapter, clock } = await setup({
      symbols,
      markets: kospi(symbols),
      // A burst of 6: polling spends 4 and leaves 2 for on-demand prices.
      config: { requestsPerHour: 3_600, burst: 6, repriceMs: MINUTE },
    });
    adapter.start();
    await until(prices, allFresh(prices, symbols.slice(0, 4)), 'the four most wanted');
    const opened = symbols.slice(10, 13);
    await adapter.refresh(opened);
    expect(fake.requestedSymbols()).toEqual(ks([...symbols.slice(0, 4), ...opened.slice(0, 2)]));
    expect(prices.get(opened[2] as string)).toBeUndefined();

    // Three seconds refill three requests; polling takes what is above the reserve: one, for the
    // next most wanted.
    clock.advance(3_000);
    await until(prices, allFresh(prices, symbols.slice(4, 5)), 'the fifth');
    expect(fake.requestedSymbols().slice(6)).toEqual(ks(symbols.slice(4, 5)));
  });

  it('asks for the most wanted stock every minute, the second every two, the third every three', async () => {
    const symbols = many(5);
    const { fake, adapter, clock } = await setup({
      symbols,
      markets: kospi(symbols),
      config: { requestsPerHour: 3_600, burst: 9, repriceMs: MINUTE },
    });
    const asked = () => fake.requestedSymbols().map((ysym) => ysym.slice(0, 6));
    adapter.start();
    await vi.waitFor(() => expect(asked()).toHaveLength(5));
    clock.advance(MINUTE);
    await vi.waitFor(() => expect(asked()).toHaveLength(6));
    clock.advance(MINUTE);
    await vi.waitFor(() => expect(asked()).toHaveLength(8));
    clock.advance(MINUTE);
    await vi.waitFor(() => expect(asked()).toHaveLength(10));
    expect(asked().slice(5)).toEqual([symbols[0], symbols[0], symbols[1], symbols[0], symbols[2]]);
  });

  it('with its defaults never trips Yahoo’s limit of about 17 quick calls', async () => {
    const symbols = many(40);
    const { fake, prices, adapter } = await setup({
      symbols,
      markets: kospi(symbols),
      config: { requestsPerHour: undefined, burst: undefined, repriceMs: undefined },
      fake: { rapidLimit: { calls: 17, windowMs: 60_000 } },
    });
    adapter.start();
    await until(prices, allFresh(prices, symbols.slice(0, 10)), 'the first ten');
    await adapter.refresh(symbols.slice(20));
    await adapter.refresh(symbols.slice(20));
    expect(fake.requestedSymbols()).toHaveLength(15);
    expect(fake.refusedForPace()).toBe(0);
  });

  it('asks at most a few hundred times an hour however often it is asked', async () => {
    const symbols = many(40);
    const { fake, adapter, clock } = await setup({
      symbols,
      markets: kospi(symbols),
      config: { requestsPerHour: 300, burst: 15, repriceMs: MINUTE },
    });
    // A refresh every 10 s for an hour, each wanting all 40 stocks.
    for (let second = 0; second < 3_600; second += 10) {
      await adapter.refresh(symbols);
      clock.advance(10_000);
    }
    expect(fake.requestedSymbols().length).toBeGreaterThanOrEqual(300);
    expect(fake.requestedSymbols().length).toBeLessThanOrEqual(315);
  });

  it('sends a current browser User-Agent by default, and the configured one when set', async () => {
    const first = await setup();
    await first.adapter.refresh(['005930']);
    expect(first.fake.userAgents()[0]).toMatch(/^Mozilla\/5\.0 .* Chrome\/1[4-9]\d\./);
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/145.0';
    const second = await setup({ config: { userAgent } });
    await second.adapter.refresh(['005930']);
    expect(second.fake.userAgents()).toEqual([userAgent]);
  });
});

describe('yahoo adapter daily bars', () => {
  it('returns the days from..to oldest first, skipping the halted (null) day', async () => {
    const { fake, adapter } = await setup();
    const to = kstDate(new Date());
    const from = addDays(to, -60);
    const inRange = fake.history('005930').filter(({ date }) => date >= from && date <= to);
    expect(inRange.some(({ bar }) => bar === null)).toBe(true);

    const bars = await adapter.dailyBars('005930', from, to);

    const expected = inRange.flatMap(({ date, bar }) => (bar ? [{ date, ...bar }] : []));
    expect(bars).toEqual(expected);
    expect(bars.length).toBeGreaterThan(30);
  });

  it('reads a KOSDAQ stock as .KQ over a year', async () => {
    const { fake, adapter } = await setup();
    const to = kstDate(new Date());
    const bars = await adapter.dailyBars('247540', addDays(to, -365), to);
    expect(bars.length).toBeGreaterThan(200);
    expect(bars.at(-1)).toMatchObject({ close: 250_000 });
    expect(fake.requestedSymbols()).toEqual(['247540.KQ']);
  });

  it('has no bars for a symbol Yahoo does not list, and fails on a broken answer', async () => {
    const { fake, adapter } = await setup({ markets: { '247540': 'KOSPI' } });
    expect(await adapter.dailyBars('247540', '2025-01-01', '2025-12-31')).toEqual([]);
    fake.failNext('malformed');
    await expect(adapter.dailyBars('005930', '2025-01-01', '2025-12-31')).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('has no news', async () => {
    const { adapter } = await setup();
    expect(adapter.capabilities).toEqual({ orderBook: false, news: false });
    expect(await adapter.news('005930')).toEqual([]);
  });
});
