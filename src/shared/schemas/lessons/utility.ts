import { z } from 'zod';
import { zMetric } from '../explanation';

// 12경수02-03 효용: the CE of the next day's wealth under four utilities, for cash, the student's
// portfolio and KOSPI, and each choice's E[R], σ² for U = E[R] − (A/2)σ² at the student's A.

export const zUtilityChoiceKey = z.enum(['cash', 'portfolio', 'kospi']);

export const zUtilityLesson = z.object({
  /** Why there is no distribution (no deposits, too few days), else null. */
  missing: z.string().nullable(),
  /** W₀: the portfolio's last value. */
  wealth: z.number(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  days: z.number().int(),
  choices: z
    .object({
      key: zUtilityChoiceKey,
      label: z.string(),
      mean: z.number(),
      variance: z.number(),
      /** CE under √W, ln W, W, W², in that order. */
      certainty: zMetric.array(),
    })
    .array(),
  /** U(W) ÷ U(W₀) for W from 0.5W₀ to 1.5W₀, per utility: the shapes' graph. */
  shapes: z
    .object({
      key: z.string(),
      label: z.string(),
      points: z.tuple([z.number(), z.number()]).array(),
    })
    .array(),
});
export type UtilityLesson = z.infer<typeof zUtilityLesson>;
