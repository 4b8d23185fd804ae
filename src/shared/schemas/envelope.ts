import { zDegradedPart } from './background';
import { z } from 'zod';

export const zErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.string().nullable()).optional(),
});
export type ErrorBody = z.infer<typeof zErrorBody>;

export interface SuccessBody<T> {
  success: true;
  data: T;
}

export const zHealth = z.object({
  version: z.string(),
  database: z.enum(['ok', 'error']),
  market: z.object({
    provider: z.string(),
    status: z.string(),
    /** Where prices come from now, e.g. '과거 시세 재생 · 2026-03-09'. */
    label: z.string().optional(),
  }),
  /** Background work failing now and retrying by itself (empty when all is well). */
  degraded: z.array(zDegradedPart),
});
export type Health = z.infer<typeof zHealth>;
