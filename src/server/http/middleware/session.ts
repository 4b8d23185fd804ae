import { createMiddleware } from 'hono/factory';
import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import type { Role } from '../../../shared/schemas/user';
import type { Db } from '../../db/connection';
import type { AccessTokens } from '../../services/access-tokens';
import { authenticate, type AuthUser } from '../../services/authentication';
import { requestHeader } from '../request-header';

export type AppEnv = { Variables: { user: AuthUser } };

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match?.[1];
}

export function createRequireAuth(deps: { db: Db; accessTokens: AccessTokens }) {
  return createMiddleware<AppEnv>((c, next) => {
    const user = authenticate(deps, bearerToken(requestHeader(c, 'authorization')));
    if (!user) throw new DomainError('UNAUTHORIZED', messages.authRequired);
    c.set('user', user);
    return next();
  });
}

/** Use after requireAuth. */
export function requireRole(roles: Role[], message: string = messages.forbidden) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get('user').role)) throw new DomainError('FORBIDDEN', message);
    await next();
  });
}
