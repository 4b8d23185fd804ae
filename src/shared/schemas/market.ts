import { z } from 'zod';

export const zMarket = z.enum(['KOSPI', 'KOSDAQ', 'KOSDAQ GLOBAL', 'KONEX']);
export type Market = z.infer<typeof zMarket>;

// Where a price came from, shown next to every price ("실시간 · KIS", "과거 시세 재생 · 2026-01-02").
// 'krx' is the last real daily close of the embedded data, shown for a stock nobody prices yet.
export const zQuoteSource = z.object({
  provider: z.enum(['replay', 'sim', 'kis', 'naver', 'yahoo', 'krx']),
  label: z.string(),
  /** True when the provider failed and this is the last known price. */
  stale: z.boolean(),
});
export type QuoteSource = z.infer<typeof zQuoteSource>;

export const zQuote = z.object({
  symbol: z.string(),
  price: z.number().int(),
  previousClose: z.number().int(),
  open: z.number().int(),
  high: z.number().int(),
  low: z.number().int(),
  volume: z.number().int(),
  change: z.number().int(),
  changePercent: z.number(),
  /** Epoch ms of the price, in market time (a replayed day keeps its real date). */
  updatedAt: z.number().int(),
  source: zQuoteSource,
  /**
   * The stock does not trade on the replayed day (KRX's 거래정지, or `noData`): its price rests at
   * the last real close and orders are refused.
   */
  halted: z.boolean().optional(),
  /**
   * The market day the quote belongs to, where the market keeps its own days (replay, sim). An
   * order is refused and a limit order left resting while it is not the market's current day.
   */
  marketDate: z.string().optional(),
  /**
   * With `halted`: the replay's sources have no verified bar of the stock that day (a gap in the
   * data, not a KRX 거래정지); `source.label` says since when.
   */
  noData: z.boolean().optional(),
});
export type Quote = z.infer<typeof zQuote>;

export const zOrderBookLevel = z.object({ price: z.number().int(), volume: z.number().int() });
export const zOrderBook = z.object({
  symbol: z.string(),
  asks: z.array(zOrderBookLevel),
  bids: z.array(zOrderBookLevel),
  updatedAt: z.number().int(),
});
export type OrderBook = z.infer<typeof zOrderBook>;

export const zDailyBar = z.object({
  date: z.string(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
  /** The day before's close when the source states it (KRX daily files), so the first day after a gap still has its reference. */
  previousClose: z.number().optional(),
});
export type DailyBar = z.infer<typeof zDailyBar>;

// Symbols are 6 characters; a few are alphanumeric (0126Z0).
export const zSymbol = z.string().regex(/^[0-9A-Z]{6}$/, '종목 코드는 6자리입니다.');

/** GET /real-stocks/{symbol}/price (stock price record, docs/product/api.md#fields). */
export const zStockPriceRecord = z.object({
  symbol: z.string(),
  name: z.string(),
  market: zMarket,
  sector: z.string(),
  currentPrice: z.number().int(),
  previousClose: z.number().int(),
  dayOpen: z.number().int(),
  dayHigh: z.number().int(),
  dayLow: z.number().int(),
  volume: z.number().int(),
  change: z.number().int(),
  changePercent: z.number(),
  /** The embedded KRX data has no earnings, so PER is unknown (shown as '-'). */
  per: z.number().nullable(),
  updatedAt: z.string(),
  source: zQuoteSource,
});
export type StockPriceRecord = z.infer<typeof zStockPriceRecord>;

export const zChartPeriod = z.enum(['1D', '1W', '1M', '3M', '1Y']);
export type ChartPeriod = z.infer<typeof zChartPeriod>;
export type DailyChartPeriod = Extract<ChartPeriod, '1M' | '3M' | '1Y'>;
/** Calendar days a daily chart reaches back from the current trading day. */
export const dailyChartDays: Record<DailyChartPeriod, number> = { '1M': 31, '3M': 92, '1Y': 366 };
export const zChartQuery = z.object({
  period: z
    .enum(zChartPeriod.options, '기간은 1D, 1W, 1M, 3M, 1Y 중 하나여야 합니다.')
    .default('1M'),
});

export const zChartPoint = z.object({
  timestamp: z.string(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export type ChartPoint = z.infer<typeof zChartPoint>;

/** POST /stocks/prices/multiple */
export const zPricesRequest = z.strictObject({
  symbols: z
    .array(zSymbol, '종목 코드 목록이 필요합니다.')
    .min(1, '종목 코드를 1개 이상 보내주세요.')
    .max(100, '한 번에 최대 100개 종목까지 조회할 수 있습니다.'),
});
export type PricesRequest = z.infer<typeof zPricesRequest>;

export const zPriceRecord = z.object({
  symbol: z.string(),
  currentPrice: z.number().int(),
  changePercent: z.number(),
  changeAmount: z.number().int(),
  timestamp: z.string(),
});
export type PriceRecord = z.infer<typeof zPriceRecord>;

export const zNewsItem = z.object({
  title: z.string(),
  link: z.string(),
  source: z.string(),
  date: z.string(),
});
export type NewsItem = z.infer<typeof zNewsItem>;

export const zUpdateAllPricesResult = z.object({ updatedCount: z.number().int() });
export type UpdateAllPricesResult = z.infer<typeof zUpdateAllPricesResult>;

/** The indices a classroom sees beside its stocks (the replay plays them; a live feed may give them). */
export const zMarketIndexName = z.enum(['KOSPI', 'KOSDAQ']);
export type MarketIndexName = z.infer<typeof zMarketIndexName>;

/** An index now: its level in points (to 0.01), against the previous close. */
export const zIndexLevel = z.object({
  level: z.number(),
  previousClose: z.number(),
  change: z.number(),
  changePercent: z.number(),
  label: z.string(),
});
export type IndexLevel = z.infer<typeof zIndexLevel>;

/** GET /market/indices: null where the feed has no level for the index (shown as 지수 정보 없음). */
export const zMarketIndices = z.array(
  z.object({ name: zMarketIndexName, now: zIndexLevel.nullable() }),
);
export type MarketIndices = z.infer<typeof zMarketIndices>;
