import { describe, expect, it } from 'vitest';
import { priceLimits } from '../../shared/domain/market/price-limits';
import { isOnTick } from '../../shared/domain/market/tick-size';
import type { OrderBook, Quote } from '../../shared/schemas/market';
import { realMarchBars } from '../testing/krx-fixture';
import { buildCatalogue, createTestCatalogue, syntheticStock } from '../testing/test-catalogue';
import { fixedClock } from '../clock';
import { createPriceStore } from './price-store';
import { createReplayProvider } from './providers/replay';
import { createSimProvider } from './providers/sim';
import type { Catalogue } from './types';

const DAY_MINUTES = 5;
const DAY_MS = DAY_MINUTES * 60_000;
const clock = fixedClock('2026-03-20T01:00:00Z');

function replay(catalogue: Catalogue = createTestCatalogue(), seed = 7, dayMinutes = DAY_MINUTES) {
  const prices = createPriceStore();
  const engine = createReplayProvider({ catalogue, prices, seed, dayMinutes, clock });
  const quotes: Quote[] = [];
  const books: OrderBook[] = [];
  prices.onQuotes((batch) => quotes.push(...batch));
  prices.onOrderBook((book) => books.push(book));
  return { engine, prices, quotes, books };
}

describe('replay', () => {
  it.each(Object.keys(realMarchBars))(
    'plays each real day of %s: open, high, low, close',
    (symbol) => {
      const { engine, quotes } = replay();
      engine.track([symbol]);
      const bars = realMarchBars[symbol as keyof typeof realMarchBars];
      engine.step(3 * DAY_MS);
      for (const bar of bars.slice(0, 3)) {
        const day = quotes.filter((q) => q.symbol === symbol && q.source.label.endsWith(bar.date));
        const last = day.at(-1) as Quote;
        expect(day[0]?.price).toBe(bar.open);
        expect([last.open, last.high, last.low, last.price]).toEqual([
          bar.open,
          bar.high,
          bar.low,
          bar.close,
        ]);
        expect(last.volume).toBe(bar.volume);
        expect(new Date(last.updatedAt).toISOString().slice(0, 10)).toBe(bar.date);
        expect(day.every((q) => q.price >= bar.low && q.price <= bar.high)).toBe(true);
      }
    },
  );

  it('quotes the change against the previous real close', () => {
    const { engine, prices } = replay();
    engine.track(['005930']);
    expect(prices.get('005930')).toMatchObject({
      previousClose: 191_600,
      open: 186_100,
      price: 186_100,
    });
    expect(prices.get('005930')?.change).toBe(186_100 - 191_600);
    expect(prices.get('005930')?.changePercent).toBe(-2.87);
    // Each stock ticks about once a second, so its quote may be up to a second old.
    engine.step(DAY_MS + 1000);
    expect(prices.get('005930')).toMatchObject({ previousClose: 188_200, open: 173_500 });
  });

  it('starts 09:00 KST on the first day of the latest segment, then continues with sim', () => {
    const { engine, prices } = replay();
    engine.track(['035720']);
    expect(engine.position()).toMatchObject({ date: '2026-03-06', source: 'replay' });
    expect(new Date(prices.get('035720')?.updatedAt ?? 0).toISOString()).toBe(
      '2026-03-06T00:00:00.000Z',
    );
    engine.step(11 * DAY_MS + 1000);
    const quote = prices.get('035720');
    expect(engine.position().date).toBe('2026-03-23');
    expect(quote?.source).toEqual({ provider: 'sim', label: '시뮬레이션', stale: false });
    expect(quote?.previousClose).toBe(50_000);
  });

  it('is deterministic for a seed and independent of how time is sliced', () => {
    const a = replay(createTestCatalogue(), 42);
    const b = replay(createTestCatalogue(), 42);
    const c = replay(createTestCatalogue(), 43);
    for (const run of [a, b, c]) run.engine.track(['005930', '900001', '900002']);
    for (let i = 0; i < 40; i++) [a, b, c].forEach((run) => run.engine.step(DAY_MS / 10));
    expect(a.quotes).toEqual(b.quotes);
    expect(a.books).toEqual(b.books);
    expect(c.quotes.map((q) => q.price)).not.toEqual(a.quotes.map((q) => q.price));

    const coarse = replay(createTestCatalogue(), 42);
    coarse.engine.track(['005930', '900001', '900002']);
    coarse.engine.step(4 * DAY_MS);
    expect(coarse.prices.all()).toEqual(a.prices.all());
  });

  it('continues where it was when restored with the elapsed time', () => {
    const played = replay();
    played.engine.track(['000660']);
    played.engine.step(2.5 * DAY_MS);
    played.engine.publishAll();
    const prices = createPriceStore();
    const restored = createReplayProvider({
      catalogue: createTestCatalogue(),
      prices,
      seed: 7,
      dayMinutes: DAY_MINUTES,
      clock,
      elapsedMs: played.engine.elapsedMs(),
    });
    restored.track(['000660']);
    expect(prices.get('000660')).toEqual(played.prices.get('000660'));
  });

  it('rests at the close on a day without trades (KRX lists open, high and low as 0): 거래정지', () => {
    const bars = structuredClone(realMarchBars['035720']);
    bars[1] = { date: '2026-03-09', open: 0, high: 0, low: 0, close: 53_600, volume: 0 };
    const catalogue = buildCatalogue([
      { symbol: '035720', name: '카카오', market: 'KOSPI', segments: [bars] },
    ]);
    const { engine, quotes } = replay(catalogue);
    engine.track(['035720']);
    engine.step(2 * DAY_MS);
    const halted = quotes.filter((q) => q.source.label === '거래정지 · 2026-03-09 거래 없음');
    expect(halted.length).toBeGreaterThan(100);
    expect(halted.every((q) => q.halted && !q.noData)).toBe(true);
    expect(
      new Set(halted.map((q) => [q.price, q.open, q.high, q.low, q.volume, q.change].join())),
    ).toEqual(new Set(['53600,53600,53600,53600,0,0']));
  });

  it('ignores unknown symbols', () => {
    const { engine, prices } = replay();
    engine.track(['ZZZZZZ']);
    expect(engine.trackedCount()).toBe(0);
    expect(prices.all()).toEqual([]);
  });
});

describe('a long seeded run: 20 trading days × 50 stocks', () => {
  const catalogue = buildCatalogue(Array.from({ length: 50 }, (_, n) => syntheticStock(n + 1)));
  const { engine, quotes, books } = replay(catalogue, 2026, 2);
  engine.track(catalogue.instruments().map((i) => i.symbol));
  engine.step(20 * 2 * 60_000);
  const market = new Map(catalogue.instruments().map((i) => [i.symbol, i.market]));

  it('covers replayed and simulated days for every stock', () => {
    expect(new Set(quotes.map((q) => q.source.provider))).toEqual(new Set(['replay', 'sim']));
    expect(new Set(quotes.map((q) => q.symbol)).size).toBe(50);
    expect(quotes.length).toBeGreaterThan(50 * 20 * 100);
  });

  it('prices every tick on the grid and inside the ±30% limits', () => {
    const bad = quotes.filter((q) => {
      const { upper, lower } = priceLimits(q.previousClose, market.get(q.symbol));
      return (
        !isOnTick(q.price) ||
        q.price > upper ||
        q.price < lower ||
        q.high < q.price ||
        q.low > q.price ||
        q.change !== q.price - q.previousClose
      );
    });
    expect(bad).toEqual([]);
  });

  it('keeps order books on the grid, sorted, inside the limits, best ask above best bid', () => {
    const quoteAt = new Map(quotes.map((q) => [`${q.symbol}@${q.updatedAt}`, q]));
    const bad = books.filter((book) => {
      const quote = quoteAt.get(`${book.symbol}@${book.updatedAt}`);
      if (!quote) return true;
      const { upper, lower } = priceLimits(quote.previousClose, market.get(book.symbol));
      const levels = [...book.asks, ...book.bids];
      const sorted =
        book.asks.every((l, i) => i === 0 || l.price > (book.asks[i - 1]?.price ?? 0)) &&
        book.bids.every((l, i) => i === 0 || l.price < (book.bids[i - 1]?.price ?? 0));
      const spread = (book.asks[0]?.price ?? Infinity) > (book.bids[0]?.price ?? 0);
      const around = [book.asks[0]?.price, book.bids[0]?.price].includes(quote.price);
      return (
        book.asks.length > 10 ||
        book.bids.length > 10 ||
        levels.length < 10 ||
        !sorted ||
        !spread ||
        !around ||
        levels.some((l) => !isOnTick(l.price) || l.price > upper || l.price < lower) ||
        levels.some((l) => !Number.isSafeInteger(l.volume) || l.volume < 1)
      );
    });
    expect(books.length).toBeGreaterThan(1000);
    expect(bad).toEqual([]);
  });
});

describe('sim', () => {
  it('walks on from the last real close, labelled 시뮬레이션, deterministically', () => {
    const run = (seed: number) => {
      const prices = createPriceStore();
      const engine = createSimProvider({
        catalogue: createTestCatalogue(),
        prices,
        seed,
        dayMinutes: DAY_MINUTES,
        clock,
      });
      engine.track(['005930']);
      const first = prices.get('005930');
      engine.step(3 * DAY_MS);
      return { first, later: prices.get('005930'), engine };
    };
    const { first, later, engine } = run(1);
    expect(first).toMatchObject({
      previousClose: 199_400,
      source: { provider: 'sim', label: '시뮬레이션' },
    });
    expect(engine.position().date).toBe('2026-03-26');
    expect(run(1).later).toEqual(later);
    expect(run(2).later?.price).not.toBe(later?.price);
  });

  it('with no real data at all starts after the business day before the clock’s date', () => {
    const empty = buildCatalogue([]);
    const options = { catalogue: empty, prices: createPriceStore(), seed: 1, dayMinutes: 5 };
    // Monday 2026-03-23 KST: the last business day before it is Friday 03-20.
    const monday = fixedClock('2026-03-23T01:00:00Z');
    expect(createSimProvider({ ...options, clock: monday }).position().date).toBe('2026-03-23');
    expect(createReplayProvider({ ...options, clock: monday }).position().date).toBe('2026-03-23');
    const later = fixedClock('2026-06-10T01:00:00Z');
    expect(createSimProvider({ ...options, clock: later }).position().date).toBe('2026-06-10');
  });
});
