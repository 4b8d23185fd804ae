import { z } from 'zod';
import { zTimeRange } from './trading';

// The classroom projector (docs/product/classes.md#projector): one class, read-only, no e-mail addresses.

export const zProjectorNames = z.enum(['FULL', 'INITIALS', 'HIDDEN']);
export const zProjectorReasons = z.enum(['FULL', 'SHORT', 'HIDDEN']);

export const zProjectorSettings = z.strictObject({
  names: zProjectorNames,
  reasons: zProjectorReasons,
  period: zTimeRange,
});
export type ProjectorSettings = z.infer<typeof zProjectorSettings>;

export const zProjectorTrade = z.object({
  id: z.number().int(),
  /** As the teacher chose: full name, initials, or null when hidden. */
  who: z.string().nullable(),
  type: z.enum(['BUY', 'SELL']),
  symbol: z.string(),
  stockName: z.string(),
  quantity: z.number().int(),
  /** Full, shortened, or null when hidden. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type ProjectorTrade = z.infer<typeof zProjectorTrade>;

export const zProjectorLeader = z.object({
  userId: z.number().int(),
  rank: z.number().int(),
  name: z.string(),
  totalValue: z.number().int(),
  totalProfitLossPercent: z.number(),
  /** 투자 실력 수익률 in percent, the figure the board ranks by (null: no day to chain). */
  timeWeightedReturn: z.number().nullable(),
});
export type ProjectorLeader = z.infer<typeof zProjectorLeader>;

export const zProjectorTickerItem = z.object({
  symbol: z.string(),
  name: z.string(),
  price: z.number().int().nullable(),
  change: z.number().int().nullable(),
  changePercent: z.number().nullable(),
});
export type ProjectorTickerItem = z.infer<typeof zProjectorTickerItem>;

export const zProjectorState = z.object({
  classId: z.number().int(),
  className: z.string(),
  settings: zProjectorSettings,
  leaderboard: z.array(zProjectorLeader),
  ticker: z.array(zProjectorTickerItem),
  trades: z.array(zProjectorTrade),
  figures: z.object({
    avgReturn: z.number(),
    bestReturn: z.number(),
    worstReturn: z.number(),
    tradesToday: z.number().int(),
    mostTraded: z.array(z.object({ name: z.string(), tradeCount: z.number().int() })),
  }),
  market: z.object({ status: z.string(), label: z.string() }),
  serverTime: z.number().int(),
});
export type ProjectorState = z.infer<typeof zProjectorState>;

export const zDisplayLink = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  /** Only returned once, when the link is created. */
  url: z.string().optional(),
  /** The short code that opens the same screen at /p/{code}; also only returned once. */
  code: z.string().optional(),
});
export type DisplayLink = z.infer<typeof zDisplayLink>;
