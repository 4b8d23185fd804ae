import type { DailyBar, NewsItem, Quote } from '../../../shared/schemas/market';
import type { Clock } from '../../clock';
import type { QuoteSink } from './quote-sink';

export type LiveProviderName = 'kis' | 'naver' | 'yahoo';

/** A price as a live provider states it; change, percentage and source are derived in one place. */
export type LiveQuote = Pick<
  Quote,
  'symbol' | 'price' | 'previousClose' | 'open' | 'high' | 'low' | 'volume' | 'updatedAt'
>;

export interface LiveAdapterDeps {
  /** Where quotes and order books go; also marks quotes stale when the provider fails. */
  sink: QuoteSink;
  /**
   * The tracked stocks, most wanted first: those students are looking at (most viewers first),
   * then those held, then the rest. Read it every cycle; it changes as students browse.
   */
  symbols: () => string[];
  /**
   * How long to wait between polls given the provider's own pace: as asked during the KRX
   * session, far longer outside it, when prices do not move. Absent: always as asked.
   */
  pace?: (pollMs: number) => number;
  /** The injected clock: cool-downs, budgets and caches age by it, never by Date.now(). */
  clock: Clock;
  fetch?: typeof fetch;
}

/**
 * One live data source behind the market feed. It prices `deps.symbols()` on its own schedule
 * (polling or streaming) into the sink; on failure it backs off and marks the last known prices
 * stale, never inventing a number.
 */
export interface LiveAdapter {
  readonly name: LiveProviderName;
  /** What the provider cannot show is shown as unavailable (docs/product/market-data.md#never-invented), never faked. */
  readonly capabilities: { orderBook: boolean; news: boolean };
  start(): void;
  stop(): void;
  /** Prices these now (a stock someone just asked about, or the admin's 전체 업데이트). */
  refresh(symbols: string[]): Promise<void>;
  /** Daily bars from..to inclusive (YYYY-MM-DD, KST), oldest first. */
  dailyBars(symbol: string, from: string, to: string): Promise<DailyBar[]>;
  /** Latest news, newest first; [] when the provider has none. */
  news(symbol: string): Promise<NewsItem[]>;
  /** 'degraded' while failing and backing off. */
  health(): 'running' | 'degraded' | 'stopped';
}
