import { z } from 'zod';

export const zRole = z.enum(['GUEST', 'STUDENT', 'TEACHER', 'ADMIN']);
export type Role = z.infer<typeof zRole>;

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

// GUEST is an account waiting for approval; the UI calls it 승인 대기.
export const roleLabels: Record<Role, string> = {
  GUEST: '승인 대기',
  STUDENT: '학생',
  TEACHER: '교사',
  ADMIN: '관리자',
};

/** Where a signed-in user belongs after login or on the landing page. */
export function homePathFor(role: Role): string {
  if (role === 'ADMIN') return '/admin';
  if (role === 'TEACHER') return '/teacher';
  return '/dashboard';
}
