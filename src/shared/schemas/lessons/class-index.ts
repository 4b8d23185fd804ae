import { z } from 'zod';
import { zExplanation, zMetric } from '../explanation';

// 12경수01-01 우리 반 주가지수: the class's stocks as an index, base 100, beside KOSPI and KOSDAQ.

export const zClassIndexLesson = z.object({
  /** 'held': today's holdings of the class's students; 'watched': their watchlists (no holdings). */
  basis: z.enum(['held', 'watched']).nullable(),
  /** listedShares: the member's listed shares on the last index day. */
  members: z
    .object({ symbol: z.string(), name: z.string(), listedShares: z.number().int() })
    .array(),
  /** The base day (100) and how it was chosen, in Korean. */
  base: z.string().nullable(),
  baseNote: z.string().nullable(),
  rows: z
    .object({
      date: z.string(),
      capWeighted: z.number(),
      priceWeighted: z.number(),
      kospi: z.number().nullable(),
      kosdaq: z.number().nullable(),
    })
    .array(),
  /** The last day's 시가총액 가중 value, written out to redo by hand. */
  lastDay: zMetric.nullable(),
  change: z.object({ points: z.number(), percent: z.number() }).nullable(),
  split: z
    .object({
      name: z.string(),
      date: z.string(),
      previousClose: z.number().int(),
      basePrice: z.number().int(),
      sharesRatio: z.number(),
      divisor: z.number(),
      adjusted: zExplanation,
    })
    .nullable(),
  /** What is missing (no holdings nor watchlist, too few days), else null. */
  missing: z.string().nullable(),
});
export type ClassIndexLesson = z.infer<typeof zClassIndexLesson>;
