import { formatMonthDay } from '../../shared/format';
import { priceLimits, type PriceLimits } from '../../shared/domain/market/price-limits';
import { sessionOf } from '../../shared/domain/market/calendar';
import { priceChange } from '../../shared/domain/market/price-change';
import type { DailyBar, IndexLevel, MarketIndexName, Quote } from '../../shared/schemas/market';
import type { DayPath } from './day-path';
import { dayMinutes } from './day-minutes';
import { createHoldingsBasis } from './holdings-basis';
import { createIndexReplay } from './index-replay';
import { buildOrderBook } from './order-book';
import type { PriceStore } from './price-store';
import { seeded, type Random } from './random';
import { stockDayPath } from './replayed-day';
import { createSeries, createTimeline, type MarketDay, type Series } from './series';
import type { Catalogue, IntradayBar, MarketFeed, MarketMoment } from './types';

// Four days for each of 100 stocks someone looks at a week of.
const INTRADAY_CACHE_DAYS = 400;

export interface MarketEngineOptions {
  catalogue: Catalogue;
  prices: PriceStore;
  provider: 'replay' | 'sim';
  seed: number;
  /** Wall-clock minutes one trading day lasts (390 = real time). */
  dayMinutes: number;
  /** Real dates replayed first (empty for sim); simulated business days follow. */
  replayDates: string[];
  /** The last date with real data; simulation continues from the next business day. */
  lastRealDate: string;
  /** Wall time already played, e.g. restored so a restart continues where the market was. */
  elapsedMs?: number;
  /**
   * The played time, read from a clock instead of accumulated (the real-time pace: the replay
   * follows the KRX session of the school's own days).
   */
  elapsedAt?: () => number;
  /** Whether orders may be taken now (default: always, as a replay keeps its own time). */
  isOpen?: () => boolean;
  intervalMs?: number;
  /**
   * Called synchronously when the market is first seen on a day (start-up included), before any
   * quote of that day is published: corporate actions adjust holdings before the open. False
   * when the day could not be prepared (a locked database): the day's quotes wait, and the hook
   * is asked again before the next publication.
   */
  onNewDay?: (date: string) => boolean | void;
  /**
   * The market day through which corporate actions have been applied to holdings, read after
   * each new-day hook: a day before an applied action is played on the holdings' basis.
   */
  holdingsBasis?: () => string | undefined;
  /**
   * Called when a played day has ended, with every tracked stock at that day's close and the
   * moment of it, before the next day's hook: at 빠르게 each replayed day's close is snapshotted
   * (docs/decisions/0038). Days passed over in one step (a restart, a long pause) are not.
   */
  onDayClosed?: (moment: MarketMoment) => void;
}

/** Where the market is in its own time: the played day and the instant within its session. */
export interface MarketPosition {
  day: number;
  step: number;
  date: string;
  at: number;
  source: 'replay' | 'sim';
  label: string;
}

export interface MarketEngine extends MarketFeed {
  /** Advances the engine by this much wall time (in timer-sized slices) and publishes. */
  step(ms: number): void;
  /** Publishes a fresh quote of every tracked stock now; answers how many. */
  publishAll(): number;
  position(): MarketPosition;
  /** The stock's fully played days before the current one, oldest first. */
  playedDays(symbol: string): MarketDay[];
  indexLevel(name: MarketIndexName): IndexLevel | undefined;
}

interface Live {
  series: Series;
  day: number;
  bar: MarketDay;
  path: DayPath;
  limits: PriceLimits;
  bookRandom: Random;
  lastBookPrice: number;
}

/** Where a replayed price comes from: KRX's own file, or KRX's prices as Yahoo Finance passed them on. */
export function sourceLabel(
  source: 'replay' | 'sim',
  date: string,
  via: ReturnType<Catalogue['stockSource']> = 'krx',
): string {
  if (source === 'sim') return '시뮬레이션';
  return via === 'yahoo' ? `과거 시세 재생 · ${date} (Yahoo Finance)` : `과거 시세 재생 · ${date}`;
}

/**
 * Shown in place of the source while a stock does not trade on the replayed day: a real 거래정지
 * (KRX's file says it did not trade), or a gap in the replay's sources, which is no halt.
 */
export function restingLabel(bar: MarketDay, dataUntil: string | undefined): string {
  if (!bar.noData) return `거래정지 · ${bar.date} 거래 없음`;
  if (dataUntil !== undefined && bar.date > dataUntil)
    return `재생 자료 없음 · ${formatMonthDay(dataUntil)}까지의 시세만 있어요`;
  return `재생 자료 없음 · ${bar.date} 시세를 확인할 수 없어요`;
}

export function createMarketEngine(options: MarketEngineOptions): MarketEngine {
  const { catalogue, prices, seed } = options;
  const intervalMs = options.intervalMs ?? 250;
  const dayMs = options.dayMinutes * 60_000;
  // One path step per wall second: each stock ticks about once a second at any speed.
  const steps = Math.max(4, Math.round(dayMs / 1000));
  const timeline = createTimeline(options.replayDates, options.lastRealDate);
  const buckets: Live[][] = Array.from(
    { length: Math.max(1, Math.round(1000 / intervalMs)) },
    () => [],
  );
  const live = new Map<string, Live>();
  const series = new Map<string, Series>();
  const indices = createIndexReplay({ catalogue, seed, steps });
  let elapsed = options.elapsedMs ?? 0;
  // At the real-time pace the clock says where the market is; otherwise the engine counts.
  const played = () => options.elapsedAt?.() ?? elapsed;
  let iteration = 0;
  let lastDay: number | undefined;
  const basis = createHoldingsBasis(catalogue.corporateActions());
  let basisDate: string | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  function seriesOf(symbol: string): Series | undefined {
    const known = series.get(symbol);
    if (known) return known;
    const instrument = catalogue.get(symbol);
    if (!instrument) return undefined;
    const created = createSeries({ catalogue, instrument, timeline, seed });
    series.set(symbol, created);
    return created;
  }

  /**
   * Publishes these stocks' quotes at the current position, after the new-day hook; nothing
   * while the hook could not prepare the day (a quote of it would value unadjusted holdings).
   * The first publication of a day re-prices every tracked stock, not only these: the hook has
   * just adjusted holdings to the new day, and a stock left at yesterday's quote would trade
   * off the basis until its turn came (docs/product/trading.md#corporate-actions).
   */
  function publish(states: Iterable<Live>): number {
    const at = position();
    let batch = [...states];
    if (at.day !== lastDay) {
      if (lastDay !== undefined && lastDay < at.day) closeDay(lastDay);
      if (options.onNewDay?.(at.date) === false) return 0;
      basisDate = options.holdingsBasis?.();
      lastDay = at.day;
      batch = [...live.values()];
    }
    const quotes = batch.map((state) => tick(state, at));
    prices.apply(quotes);
    return quotes.length;
  }

  // The day whose close was last handed to onDayClosed: a new-day hook that fails is asked again.
  let closedDay: number | undefined;
  function closeDay(day: number) {
    if (!options.onDayClosed || closedDay === day) return;
    closedDay = day;
    const closing = positionAt((day + 1) * dayMs - 1);
    prices.apply([...live.values()].map((state) => tick(state, closing)));
    options.onDayClosed(momentAt(closing));
  }

  const position = () => positionAt(played());

  function positionAt(at: number): MarketPosition {
    const day = Math.floor(at / dayMs);
    const step = Math.min(steps - 1, Math.floor(((at - day * dayMs) / dayMs) * steps));
    const date = timeline.dateAt(day);
    const { opensAt, closesAt } = sessionOf(date);
    const source = day < timeline.replayDays ? 'replay' : 'sim';
    const instant = opensAt + Math.floor(((closesAt - opensAt) * step) / steps);
    const label = sourceLabel(source, date, catalogue.stockSource(date));
    return { day, step, date, at: instant, source, label };
  }

  // Only a real day has the real session's snapshots; a halted one rests at its close.
  function snapshotsOf(symbol: string, bar: MarketDay) {
    return bar.source === 'replay' && !bar.halted
      ? catalogue.intradaySnapshots(symbol, bar.date)
      : [];
  }

  function enterDay(state: Live, day: number) {
    const symbol = state.series.instrument.symbol;
    const bar = basis.day(symbol, state.series.day(day), basisDate);
    state.day = day;
    state.bar = bar;
    state.path = stockDayPath({
      symbol,
      day: bar,
      steps,
      seed,
      snapshots: basis.snapshots(symbol, bar.date, snapshotsOf(symbol, bar), basisDate),
    });
    state.limits = priceLimits(bar.previousClose, state.series.instrument.market);
    state.bookRandom = seeded(seed, symbol, bar.date, 'book');
    state.lastBookPrice = 0;
  }

  function tick(state: Live, at: MarketPosition): Quote {
    if (state.day !== at.day) enterDay(state, at.day);
    const { path, bar } = state;
    path.advanceTo(at.step);
    const symbol = state.series.instrument.symbol;
    if (path.price !== state.lastBookPrice) {
      state.lastBookPrice = path.price;
      prices.applyOrderBook(
        buildOrderBook({
          symbol,
          price: path.price,
          limits: state.limits,
          averageVolume: bar.volume,
          random: state.bookRandom,
          updatedAt: at.at,
        }),
      );
    }
    return {
      symbol,
      price: path.price,
      previousClose: bar.previousClose,
      open: path.open,
      high: path.high,
      low: path.low,
      volume: path.volume,
      ...priceChange(path.price, bar.previousClose),
      updatedAt: at.at,
      marketDate: at.date,
      source: {
        provider: at.source,
        label: bar.halted ? restingLabel(bar, state.series.instrument.dataUntil) : at.label,
        stale: false,
      },
      ...(bar.halted && { halted: true }),
      ...(bar.noData && { noData: true }),
    };
  }

  function iterate() {
    const bucket = buckets[iteration++ % buckets.length] ?? [];
    if (bucket.length > 0) publish(bucket);
  }

  function track(symbols: string[]) {
    const added: Live[] = [];
    for (const symbol of symbols) {
      const found = live.has(symbol) ? undefined : seriesOf(symbol);
      if (!found) continue;
      const state = { series: found, day: -1 } as Live;
      live.set(symbol, state);
      buckets.reduce((a, b) => (b.length < a.length ? b : a)).push(state);
      added.push(state);
    }
    publish(added);
  }

  const publishAll = () => publish(live.values());

  // Read once: the index's bars do not change while the server runs.
  let kospiCloses: Map<string, number> | undefined;
  // Portfolios are valued at the replay's moment, so KOSPI is read at that same moment: its
  // replayed level within the day, or the day's close where the index cannot be replayed.
  const marketMoment = () => momentAt(position());

  function momentAt(at: MarketPosition): MarketMoment {
    kospiCloses ??= new Map(catalogue.indexBars('KOSPI').map((bar) => [bar.date, bar.close]));
    // A simulated day has no index level: a made-up one would pair with nothing real.
    if (at.source !== 'replay') return { marketDate: at.date, kospi: null };
    const kospi = indices.level('KOSPI', at)?.level ?? kospiCloses.get(at.date) ?? null;
    return { marketDate: at.date, kospi };
  }

  // A 1W chart refreshes every 10 s per viewer; a past day's minutes never change.
  const intradayCache = new Map<string, IntradayBar[]>();
  function cachedIntraday(symbol: string, day: DailyBar): IntradayBar[] {
    const key = `${symbol}:${day.date}`;
    // The same seed and steps as enterDay, so a played day comes out as it was played.
    const snapshots = catalogue.intradaySnapshots(symbol, day.date);
    const found = intradayCache.get(key) ?? dayMinutes({ symbol, day, steps, seed, snapshots });
    intradayCache.delete(key);
    intradayCache.set(key, found);
    if (intradayCache.size > INTRADAY_CACHE_DAYS) {
      intradayCache.delete(intradayCache.keys().next().value as string);
    }
    return found;
  }

  function playedDays(symbol: string): MarketDay[] {
    const found = seriesOf(symbol);
    if (!found) return [];
    const today = position().day;
    return Array.from({ length: today }, (_, day) => found.day(day));
  }

  return {
    name: options.provider,
    start(symbols) {
      track(symbols);
      if (timer) return;
      let last = performance.now();
      timer = setInterval(() => {
        const now = performance.now();
        elapsed += now - last;
        last = now;
        iterate();
      }, intervalMs);
      timer.unref();
    },
    track,
    untrack(symbols) {
      for (const symbol of symbols) {
        const state = live.get(symbol);
        if (!state) continue;
        live.delete(symbol);
        for (const bucket of buckets) {
          const index = bucket.indexOf(state);
          if (index >= 0) bucket.splice(index, 1);
        }
      }
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    step(ms) {
      let left = ms;
      do {
        const slice = Math.min(left, intervalMs);
        elapsed += slice;
        left -= slice;
        iterate();
      } while (left > 0);
    },
    publishAll,
    refreshAll: async () => publishAll(),
    prime: async (symbols) => track(symbols),
    isTracked: (symbol) => live.has(symbol),
    trackedCount: () => live.size,
    position,
    now: () => position().at,
    marketMoment,
    playedDays,
    intraday: cachedIntraday,
    indexLevel(name: MarketIndexName): IndexLevel | undefined {
      const at = position();
      return at.source === 'replay' ? indices.level(name, at) : undefined;
    },
    // The real history before the replay's first day, then the days played since.
    history: async (symbol) => {
      const played = playedDays(symbol);
      const firstPlayed = played[0]?.date ?? position().date;
      const before = catalogue
        .dailySegments(symbol)
        .flat()
        .filter((bar) => bar.date < firstPlayed);
      return [...before, ...played];
    },
    news: async () => [],
    elapsedMs: played,
    status() {
      const running = options.isOpen?.() === false ? 'closed' : 'running';
      return {
        provider: options.provider,
        status: timer ? running : 'stopped',
        label: position().label,
      };
    },
  };
}
