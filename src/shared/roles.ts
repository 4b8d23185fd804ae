// Roles and where each belongs. Plain TypeScript, no zod: the first client script and the public
// pages import it, and /login's script carries no zod (tests/e2e/loading.spec.ts).

export const roles = ['GUEST', 'STUDENT', 'TEACHER', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

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
