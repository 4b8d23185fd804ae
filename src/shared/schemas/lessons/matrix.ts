import { z } from 'zod';
import { zExplanation } from '../explanation';

// 보유 수량과 주가를 행렬로 ([12경수03-01]): the answer of GET /lessons/matrix.

const zStock = z.object({ symbol: z.string(), name: z.string() });

export const zMatrixLesson = z.object({
  /** The student's own H (1×n) and P (n×d); null with `ownMissing` when they hold nothing. */
  own: z
    .object({
      stocks: z.array(zStock.extend({ quantity: z.number().int() })),
      /**
       * KRX days of P's columns, oldest first; the last is today (its current price), the one
       * before it the previous close (전일 where the data has no bar for that day).
       */
      days: z.array(z.string()),
      prices: z.array(z.array(z.number())),
      /** HP: the holding's value on each day. */
      values: z.array(z.number()),
      tex: z.object({ h: z.string(), delta: z.string().nullable() }),
      entry: zExplanation,
      today: zExplanation,
      change: zExplanation,
      /** Holdings left out of H (it keeps the five largest). */
      leftOut: z.number().int(),
    })
    .nullable(),
  ownMissing: z.string().nullable(),
  /** C (students × the class's most held stocks) and p; null with `classMissing`. */
  class: z
    .object({
      stocks: z.array(zStock),
      /** Classmates are 학생 1, 2, … (never a name); the student the lesson is about is 나. */
      rows: z.array(
        z.object({ label: z.string(), self: z.boolean(), quantities: z.array(z.number().int()) }),
      ),
      prices: z.array(z.number()),
      previous: z.array(z.number()),
      delta: z.array(z.number()),
      values: z.array(z.number()),
      changes: z.array(z.number()),
      selfValue: zExplanation,
      selfChange: zExplanation,
      /** Students of the class holding none of these stocks (zero rows, not shown). */
      zeroRows: z.number().int(),
    })
    .nullable(),
  classMissing: z.string().nullable(),
});
export type MatrixLesson = z.infer<typeof zMatrixLesson>;
