import type { HealthDetails } from '../../shared/schemas/envelope';
import type {
  DailyBar,
  IndexLevel,
  Market,
  MarketIndexName,
  NewsItem,
  Quote,
} from '../../shared/schemas/market';

/** The market line of the health answer: provider, what the feed is doing, its label. */
export type MarketStatus = HealthDetails['market'];

/** One minute of one stock in market time (epoch ms at the minute's start). */
export interface IntradayBar {
  symbol: string;
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

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
  /**
   * The last day the replay has a verified bar of the stock, where that is before the replay's
   * last day: after it the stock rests at that close (a gap in the sources, not a 거래정지).
   */
  dataUntil?: string;
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
  /** The first day a replay may play; earlier bars are history only ('' when all may be played). */
  replayFrom(): string;
  /** Whether a date's stock bars came from a raw KRX file or through Yahoo Finance. */
  stockSource(date: string): 'krx' | 'yahoo';
  /** The real session's snapshots of a stock or index on a date ([] where there are none). */
  intradaySnapshots(symbol: string, date: string): IntradaySnapshot[];
  corporateActions(): CorporateAction[];
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

export interface MarketMoment {
  marketDate: string;
  kospi: number | null;
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
  /**
   * The 1-minute bars of one of those days as the market played (or would have played) it;
   * absent where only recorded bars exist (live feeds).
   */
  intraday?(symbol: string, day: DailyBar): IntradayBar[];
  /** KOSPI or KOSDAQ now; undefined where the feed has no level for it (never invented). */
  indexLevel?(name: MarketIndexName): IndexLevel | undefined;
  /** Newest first; [] when the source has no news (the embedded data has none). */
  news(symbol: string): Promise<NewsItem[]>;
  /** Publishes a fresh quote of every tracked stock now; answers how many. */
  refreshAll(): Promise<number>;
  /**
   * The market moment prices are at now: the real KRX date playing (the KST date for live feeds)
   * and KOSPI's level then, null where the feed has none (simulated days, live providers).
   */
  marketMoment(): MarketMoment;
  /** Wall time played, so a restart continues where the market was (0 for live feeds). */
  elapsedMs(): number;
  status(): { provider: string; status: string; label: string };
}

/**
 * A corporate action (권리락, 액면분할, 무상증자, 감자, 주식배당) detected in the data: on `date`
 * KRX's base price differs from the previous trading day's close. Holdings are adjusted before
 * that day's open so their value at `basePrice` equals their value at `previousClose`.
 */
export interface CorporateAction {
  symbol: string;
  /** The first trading day at the base price. */
  date: string;
  /**
   * split 액면분할, merge 액면병합, bonus 무상증자·주식배당 and reduction 감자 scale the quantity
   * (by previousClose ÷ basePrice, fractions paid in cash); rights (유상증자 권리락) credits
   * (previousClose − basePrice) × quantity in cash.
   */
  kind: 'split' | 'merge' | 'bonus' | 'reduction' | 'rights';
  previousClose: number;
  basePrice: number;
  /** Listed shares after ÷ before on that day where the data states both; otherwise null. */
  sharesRatio: number | null;
  /**
   * New shares per old share (2 for 1주당 1주 무상증자, 1.05 for a 5 % 주식배당, 0.1 for a 10:1
   * 감자) where it is known; null leaves the holding to previousClose ÷ basePrice (docs/product/trading.md#corporate-actions).
   */
  shareRatio: number | null;
  /**
   * How shareRatio was found: the listed shares' change on the day or at the new shares' listing
   * (listed-shares), or the base price being the close ÷ a round ratio on the tick grid
   * (base-price); none when neither holds.
   */
  verifiedBy: 'listed-shares' | 'base-price' | 'none';
  /** Where the base price comes from: a raw KRX file, or Yahoo's adjustment factor. */
  source: 'krx' | 'yahoo';
}

/**
 * One snapshot of a real session (SOURCE.md §9): KST minutes since midnight, the last price (on
 * the tick grid), the day's high and low so far and the volume so far.
 */
export interface IntradaySnapshot {
  minute: number;
  price: number;
  high: number;
  low: number;
  volume: number;
}
