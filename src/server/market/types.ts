import type { Health } from '../../shared/schemas/envelope';
import type { DailyBar, Market, NewsItem, Quote } from '../../shared/schemas/market';

/** The market line of the health answer: provider, what the feed is doing, its label. */
export type MarketStatus = Health['market'];

/** One listed stock from the embedded KRX catalogue (data/krx). */
export interface Instrument {
  symbol: string;
  name: string;
  market: Market;
  /** One of the spec's 18 sectors (전기전자, 화학, …, 기타). */
  sector: string;
  isPreferred: boolean;
  isSpac: boolean;
  listedShares: number;
  marketCap: number;
  /** The last real daily bar (2026-03-20 for the embedded data). */
  lastBar: DailyBar;
}

/**
 * Daily history of one stock as separate continuous segments: the data has gaps
 * (2025-06 → 2026-01, 2026-02-20 → 2026-03-06) that must never be spliced as if continuous.
 */
export type DailySegments = DailyBar[][];

export interface Catalogue {
  instruments(): Instrument[];
  get(symbol: string): Instrument | undefined;
  dailySegments(symbol: string): DailySegments;
  indexBars(index: 'KOSPI' | 'KOSDAQ' | 'KOSPI200'): DailyBar[];
}

/**
 * A market data source. It is created with the price store it writes quotes and order books
 * into; the engine behind it may replay, simulate or fetch.
 */
export interface MarketProvider {
  readonly name: Quote['source']['provider'];
  /** Starts producing quotes for these symbols; more may be added with track(). */
  start(symbols: string[]): void;
  track(symbols: string[]): void;
  untrack(symbols: string[]): void;
  stop(): void;
}

/** What the app reads from the market, whichever provider feeds it (replay, sim or live). */
export interface MarketFeed extends MarketProvider {
  isTracked(symbol: string): boolean;
  trackedCount(): number;
  /** Tracks these and resolves once each has a quote, or the provider could not give one. */
  prime(symbols: string[]): Promise<void>;
  /** The market's own now (epoch ms): a replayed day keeps its real date; live is the wall clock. */
  now(): number;
  /** Daily bars before the current day, oldest first. */
  history(symbol: string): Promise<DailyBar[]>;
  /** Newest first; [] when the source has no news (the embedded data has none). */
  news(symbol: string): Promise<NewsItem[]>;
  /** Publishes a fresh quote of every tracked stock now; answers how many. */
  refreshAll(): Promise<number>;
  /** Wall time played, so a restart continues where the market was (0 for live feeds). */
  elapsedMs(): number;
  status(): { provider: string; status: string; label: string };
}
