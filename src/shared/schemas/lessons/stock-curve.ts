import { z } from 'zod';
import { zSymbol } from '../market';
import { zLessonQuery } from './lesson-query';

// What the two 미분과 경제 lessons (12경수04-01·02) share: the stock the student chose among their
// holdings and watchlist, and its real KRX closes up to the last trading day.

/** A lesson on one stock: the student (a teacher's choice) and the stock (default: largest holding). */
export const zStockLessonQuery = zLessonQuery.extend({
  symbol: zSymbol.optional(),
});
export type StockLessonQuery = z.infer<typeof zStockLessonQuery>;

export const zStockChoice = z.object({
  symbol: z.string(),
  name: z.string(),
  /** Shares held now; 0 for a watchlist stock. */
  held: z.number().int(),
});
export type StockChoice = z.infer<typeof zStockChoice>;

export const zDailyClose = z.object({ date: z.string(), close: z.number() });

/** The stock a lesson is on, or why there is none (no holdings and no watchlist, no closes). */
export const zStockLessonBase = z.object({
  choices: zStockChoice.array(),
  stock: zStockChoice.nullable(),
  /** A Korean sentence saying what is missing and what to do; null when the lesson has data. */
  missing: z.string().nullable(),
});
