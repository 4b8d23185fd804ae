import { z } from 'zod';
import { zMetric } from '../explanation';
import { zSymbol } from '../market';
import { zLessonQuery } from './lesson-query';

/** The lesson's student and, optionally, the two stocks (default: the two largest holdings). */
export const zOptimizationQuery = zLessonQuery.extend({
  a: zSymbol.optional(),
  b: zSymbol.optional(),
});
export type OptimizationQuery = z.infer<typeof zOptimizationQuery>;

export const optimizationMessages = {
  noStocks:
    '보유 종목이나 관심 종목이 두 개 이상 있어야 두 종목을 섞어 볼 수 있어요. 종목을 사거나 관심 종목에 추가해 주세요.',
  sameStock: '서로 다른 두 종목을 고르세요',
  notCandidate: '보유 종목이나 관심 종목 중에서 골라 주세요.',
} as const;

export const zLessonStock = z.object({
  symbol: z.string(),
  name: z.string(),
  /** What the student holds of it now (0 for a watchlist stock). */
  value: z.number(),
});

export const zOptimizationLesson = z.object({
  /** The stocks the student may pair: holdings (largest first), then the watchlist. */
  candidates: z.array(zLessonStock),
  /** Null: fewer than two candidates (`message` says what to do). */
  pair: z.object({ a: zLessonStock, b: zLessonStock }).nullable(),
  /** The common trading days with a return for both, and their first and last KRX date. */
  days: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The student's weight in stock A by value; null unless both are held. */
  actualWeight: z.number().nullable(),
  figures: z.array(zMetric),
  curve: z.array(z.object({ weight: z.number(), sigma: z.number() })),
  message: z.string().nullable(),
});
export type OptimizationLessonView = z.infer<typeof zOptimizationLesson>;
