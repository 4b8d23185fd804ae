import { addDays, isMarketOpen, kstDate } from '../../../shared/domain/market/calendar';
import type { DailyBar, NewsItem } from '../../../shared/schemas/market';
import type { Clock } from '../../clock';
import type { PriceStore } from '../price-store';
import type { MarketFeed } from '../types';
import { createQuoteSink } from './quote-sink';
import type { LiveAdapter, LiveAdapterDeps, LiveProviderName } from './types';

// Shown beside every price. Yahoo passes KRX prices on about 20 minutes late, and says so.
export const liveLabels: Record<LiveProviderName, string> = {
  kis: '실시간 · KIS',
  naver: '실시간 · 네이버',
  yahoo: '지연 시세 · Yahoo',
};

/** Who wants which stock, for spending a provider's scarce capacity (KIS: 41 streams) well. */
export interface Demand {
  /** Students looking at each stock right now (its realtime room). */
  viewers(): Map<string, number>;
  /** Stocks someone holds. */
  held(): Set<string>;
}

// A stock asked about for the first time waits this long for its first price before the
// answer says the price is unavailable.
const PRIME_TIMEOUT_MS = 5_000;
const HISTORY_DAYS = 400;
// The teacher's 가격 업데이트 refreshes what students look at and hold now: all 300 tracked
// stocks would keep the button waiting (KIS REST prices about 18 a second).
const REFRESH_ALL_MAX = 50;
// Outside the KRX session prices do not move: a poll a minute keeps them current without
// spending a provider's patience through the night.
const CLOSED_POLL_MS = 60_000;

/**
 * The market as a live provider feeds it: tracking, priority, history and news caches and the
 * market status, around one adapter that fetches.
 */
export function createLiveFeed(deps: {
  name: LiveProviderName;
  createAdapter: (deps: LiveAdapterDeps) => LiveAdapter;
  prices: PriceStore;
  clock: Clock;
  demand: Demand;
  closedPollMs?: number;
}): MarketFeed {
  const { name, prices, clock, demand } = deps;
  const tracked = new Set<string>();
  const histories = new Map<string, { date: string; bars: Promise<DailyBar[]> }>();

  function byDemand(): string[] {
    const viewers = demand.viewers();
    const held = demand.held();
    const rank = (symbol: string) => (viewers.get(symbol) ?? 0) * 2 + (held.has(symbol) ? 1 : 0);
    return [...tracked].sort((a, b) => rank(b) - rank(a));
  }

  const closedPollMs = deps.closedPollMs ?? CLOSED_POLL_MS;
  const adapter = deps.createAdapter({
    sink: createQuoteSink(prices, { provider: name, label: liveLabels[name] }),
    symbols: byDemand,
    pace: (pollMs) => (isMarketOpen(clock.now()) ? pollMs : Math.max(pollMs, closedPollMs)),
    clock,
  });

  function track(symbols: string[]) {
    for (const symbol of symbols) tracked.add(symbol);
  }

  async function prime(symbols: string[]) {
    track(symbols);
    const missing = symbols.filter((symbol) => !prices.get(symbol));
    if (missing.length === 0) return;
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, PRIME_TIMEOUT_MS).unref());
    // A failed fetch leaves the stock unpriced; the caller says the price is unavailable.
    await Promise.race([adapter.refresh(missing).catch(() => undefined), timeout]);
  }

  // Daily bars are fetched once per stock and trading day; a failed fetch is not cached.
  function history(symbol: string): Promise<DailyBar[]> {
    const today = kstDate(clock.now());
    const cached = histories.get(symbol);
    if (cached?.date === today) return cached.bars;
    const bars = adapter.dailyBars(symbol, addDays(today, -HISTORY_DAYS), today);
    histories.set(symbol, { date: today, bars });
    bars.catch(() => histories.delete(symbol));
    return bars;
  }

  return {
    name,
    start(symbols) {
      track(symbols);
      adapter.start();
    },
    track,
    untrack(symbols) {
      for (const symbol of symbols) tracked.delete(symbol);
    },
    stop: () => adapter.stop(),
    isTracked: (symbol) => tracked.has(symbol),
    trackedCount: () => tracked.size,
    prime,
    now: () => clock.now().getTime(),
    // No provider here streams the index yet: the day is known, KOSPI's level is not.
    marketMoment: () => ({ marketDate: kstDate(clock.now()), kospi: null }),
    history,
    news: (symbol): Promise<NewsItem[]> =>
      adapter.capabilities.news ? adapter.news(symbol) : Promise.resolve([]),
    async refreshAll() {
      const symbols = byDemand().slice(0, REFRESH_ALL_MAX);
      await adapter.refresh(symbols);
      return symbols.filter((symbol) => prices.get(symbol)?.source.stale === false).length;
    },
    elapsedMs: () => 0,
    status() {
      const health = adapter.health();
      const closed = health !== 'stopped' && !isMarketOpen(clock.now());
      return { provider: name, status: closed ? 'closed' : health, label: liveLabels[name] };
    },
  };
}
