import { z } from 'zod';
import { zExplanation, zMetric } from '../explanation';
import { zDailyClose, zStockLessonBase } from './stock-curve';

// 12경수04-01 미분: the sell cost C(q) and C′(q), V(p) = qp and dV/dp, average rates → f′(T).

export const zMarginalLesson = zStockLessonBase.extend({
  /** The last real close before today: the price every function here is taken at. */
  lastClose: zDailyClose.nullable(),
  cost: z
    .object({
      feeRatePpm: z.number().int(),
      taxRatePpm: z.number().int(),
      /** "KOSPI 0.20 % (증권거래세 0.05 % + 농어촌특별세 0.15 %)" or why it is 0. */
      taxLabel: z.string(),
      marginal: zMetric,
      rows: z
        .object({
          quantity: z.number().int(),
          fee: z.number().int(),
          tax: z.number().int(),
          cost: z.number().int(),
          nextShare: z.number().int(),
        })
        .array(),
    })
    .nullable(),
  value: z
    .object({
      quantity: z.number().int(),
      /** The student holds none: the quantity is an example (10주), said so. */
      example: z.boolean(),
      value: zMetric,
      slope: zMetric,
    })
    .nullable(),
  rates: z
    .object({
      from: z.string(),
      to: z.string(),
      closes: z.number().int(),
      curve: z.string(),
      rows: z
        .object({
          h: z.number().int(),
          from: z.string(),
          to: z.string(),
          real: zExplanation,
          fitted: zExplanation,
        })
        .array(),
      instantaneous: zMetric,
    })
    .nullable(),
  /** Why the rates are missing (too few closes), else null. */
  ratesMissing: z.string().nullable(),
});
export type MarginalLesson = z.infer<typeof zMarginalLesson>;
