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

/**
 * What anyone may ask (a load balancer, a school's monitor): whether the server works fully. The
 * details (version, error codes) are the admin's: zHealthDetails.
 */
export const zHealth = z.object({ status: z.enum(['ok', 'degraded']) });
export type Health = z.infer<typeof zHealth>;

/** The admin's view of the server's health. */
export const zHealthDetails = z.object({
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
export type HealthDetails = z.infer<typeof zHealthDetails>;
