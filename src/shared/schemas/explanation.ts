import { z } from 'zod';

// A figure with its formula and steps (docs/product/teaching.md#explained-figures): the shape every 계산 보기 renders.

export const zMetricUnit = z.enum(['won', 'ratio', 'number', 'count']);

export const zStep = z.object({
  /** LaTeX: the formula with the student's numbers. */
  expression: z.string(),
  value: z.number().nullable(),
  unit: zMetricUnit.optional(),
});

export const zExplanation = z.object({
  value: z.number().nullable(),
  unit: zMetricUnit,
  /** LaTeX. */
  formula: z.string(),
  steps: z.array(zStep),
  note: z.string().optional(),
});
export type Explanation = z.infer<typeof zExplanation>;

export const zMetric = zExplanation.extend({ key: z.string(), label: z.string() });
export type Metric = z.infer<typeof zMetric>;

export const zHistogram = zExplanation.extend({
  bins: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
});
export type Histogram = z.infer<typeof zHistogram>;
