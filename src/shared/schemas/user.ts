import { z } from 'zod';
import { roles } from '../roles';

export type { Role } from '../roles';

export const zRole = z.enum(roles);

export const zUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: zRole,
  isActive: z.boolean(),
  /** Signed in with a temporary password: a new one must be chosen before anything else. */
  mustChangePassword: z.boolean(),
  /** An e-mail added at first sign-in beside a school login ID; it signs in too. */
  contactEmail: z.string().nullable(),
  /** The student has seen (or skipped) the first sign-in welcome. */
  onboarded: z.boolean(),
  /**
   * A student of a 중학교 class whose guardian's consent their teacher has not confirmed yet: they
   * sign in to a page that explains it, and every other call is refused.
   */
  guardianConsentPending: z.boolean(),
  createdAt: z.string(),
  class: z
    .object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      /** The class was ended (종료): its students read their record and place no orders. */
      endedAt: z.string().nullable(),
    })
    .nullable(),
});
export type User = z.infer<typeof zUser>;
