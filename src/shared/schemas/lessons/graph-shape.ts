import { z } from 'zod';
import { zMetric } from '../explanation';
import { zDailyClose, zStockLessonBase } from './stock-curve';

// 12경수04-02 그래프의 개형: the fitted cubic over the real closes, f′, the 증감표 and 극값.

const zShape = z.enum(['↗', '↘', '→', '극대', '극소', '']);

export const zSignColumn = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['end', 'critical']),
    t: z.number(),
    date: z.string(),
    value: z.number(),
    shape: zShape,
  }),
  z.object({ kind: z.literal('interval'), sign: z.enum(['+', '-', '0']), shape: zShape }),
]);
export type SignColumnView = z.infer<typeof zSignColumn>;

export const zGraphShapeLesson = zStockLessonBase.extend({
  curve: z
    .object({
      closes: zDailyClose.array(),
      /** f(t) from 0 to T every 1 ÷ CURVE_SAMPLES_PER_DAY of a day, for drawing. */
      samples: z.number().array(),
      curve: z.string(),
      derivative: z.string(),
      fit: zMetric,
      /** √(SS_res ÷ n) in won: a close's typical distance from the curve. */
      rmse: z.number(),
      signChart: zSignColumn.array(),
      extrema: z
        .object({
          kind: z.enum(['극대', '극소']),
          t: z.number(),
          date: z.string(),
          value: zMetric,
          root: zMetric,
        })
        .array(),
      slopeAtLast: zMetric,
    })
    .nullable(),
});
export type GraphShapeLesson = z.infer<typeof zGraphShapeLesson>;
