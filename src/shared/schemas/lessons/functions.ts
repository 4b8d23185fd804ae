import { z } from 'zod';
import { zMetric } from '../explanation';
import { zDailyClose, zStockLessonBase } from './stock-curve';

// 12경수02-01 경제 현상을 함수로: S(A) with its floor steps, V(p) = qp, the break-even p* = N⁻¹(K).

const zPoint = z.tuple([z.number(), z.number()]);

export const zFunctionsLesson = zStockLessonBase.extend({
  /** The last real close before today: the price p every function is taken at. */
  lastClose: zDailyClose.nullable(),
  /** The shares the functions use; the student's own, else an example (10주), said so. */
  quantity: z.number().int(),
  example: z.boolean(),
  cost: z
    .object({
      feeRatePpm: z.number().int(),
      taxRatePpm: z.number().int(),
      taxLabel: z.string(),
      /** A = qp: selling the holding at the last close. */
      amount: z.number().int(),
      sellCost: zMetric,
      floorRows: z
        .object({ amount: z.number().int(), exact: z.number(), fee: z.number().int() })
        .array(),
      stairs: zPoint.array(),
      line: zPoint.array(),
    })
    .nullable(),
  value: z
    .object({
      value: zMetric,
      /** V(p) over the real closes' range, with the KRX days of its ends. */
      low: zDailyClose,
      high: zDailyClose,
    })
    .nullable(),
  breakEven: z
    .object({
      /** The average buy price b (the last close when the quantity is an example). */
      averagePrice: z.number(),
      cost: z.number().int(),
      price: zMetric,
      curve: zPoint.array(),
    })
    .nullable(),
});
export type FunctionsLesson = z.infer<typeof zFunctionsLesson>;
