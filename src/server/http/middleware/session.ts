import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import type { Role } from '../../../shared/schemas/user';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import type { AccessTokens } from '../../services/access-tokens';

/** The signed-in user as every route sees it, loaded fresh from the database per request. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  classId: number | null;
}

export type AppEnv = { Variables: { user: AuthUser } };

export async function authenticate(
  deps: { db: Db; accessTokens: AccessTokens },
  token: string | undefined,
): Promise<AuthUser | null> {
  if (!token) return null;
  const claims = await deps.accessTokens.verify(token);
  if (!claims) return null;
  const row = deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      classId: users.classId,
      isActive: users.isActive,
      tokensValidAfter: users.tokensValidAfter,
    })
    .from(users)
    .where(eq(users.id, claims.userId))
    .get();
  // Deactivation, logout and password reset end access tokens at once, not at expiry.
  if (!row || !row.isActive || claims.issuedAt < row.tokensValidAfter.getTime()) return null;
  return { id: row.id, name: row.name, email: row.email, role: row.role, classId: row.classId };
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match?.[1];
}

export function createRequireAuth(deps: { db: Db; accessTokens: AccessTokens }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await authenticate(deps, bearerToken(c.req.header('Authorization')));
    if (!user) throw new DomainError('UNAUTHORIZED', messages.authRequired);
    c.set('user', user);
    await next();
  });
}

/** Use after requireAuth. */
export function requireRole(roles: Role[], message: string = messages.forbidden) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get('user').role)) throw new DomainError('FORBIDDEN', message);
    await next();
  });
}
