import { createMiddleware } from 'hono/factory';
import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import type { Role, User } from '../../../shared/schemas/user';
import {
  authenticateSession,
  type AuthenticationDeps,
  type AuthSession,
  type AuthUser,
} from '../../services/accounts/authentication';
import { requestHeader } from '../request-header';

/**
 * `userView` (the user as GET /auth/me shows them, built only when asked) and `hasWatchlist` come
 * with the user from the one statement that authenticates the request.
 */
export type AppEnv = {
  Variables: { user: AuthUser; userView: () => User; hasWatchlist: boolean };
};

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match?.[1];
}

/** After `optionalSession`: the session a valid bearer token opens, or null without one. */
export type OptionalSessionEnv = { Variables: { session: AuthSession | null } };

/**
 * `requireAuth` also refuses a user who signed in with a temporary password and has not chosen
 * their own yet; `requireSignedIn` lets them through, for the password change itself. `optionalSession` refuses no one: a
 * route that also works signed out (a logout with an expired access token) reads `session`.
 */
export function createRequireAuth(deps: AuthenticationDeps) {
  return {
    requireAuth: signedInMiddleware(deps, true),
    requireSignedIn: signedInMiddleware(deps, false),
    optionalSession: createMiddleware<OptionalSessionEnv>((c, next) => {
      c.set('session', authenticateSession(deps, bearerToken(requestHeader(c, 'authorization'))));
      return next();
    }),
  };
}

function signedInMiddleware(deps: AuthenticationDeps, refuseTemporaryPassword: boolean) {
  return createMiddleware<AppEnv>((c, next) => {
    const session = authenticateSession(deps, bearerToken(requestHeader(c, 'authorization')));
    if (!session) throw new DomainError('UNAUTHORIZED', messages.authRequired);
    if (refuseTemporaryPassword && session.user.mustChangePassword)
      throw new DomainError('PASSWORD_CHANGE_REQUIRED', messages.passwordChangeRequired);
    c.set('user', session.user);
    c.set('userView', session.view);
    c.set('hasWatchlist', session.hasWatchlist);
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
