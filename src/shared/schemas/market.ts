import { z } from 'zod';

export const zMarket = z.enum(['KOSPI', 'KOSDAQ', 'KOSDAQ GLOBAL', 'KONEX']);
export type Market = z.infer<typeof zMarket>;

// Where a price came from, shown next to every price ("실시간 · KIS", "과거 시세 재생 · 2026-01-02").
export const zQuoteSource = z.object({
  provider: z.enum(['replay', 'sim', 'kis', 'naver', 'yahoo']),
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
