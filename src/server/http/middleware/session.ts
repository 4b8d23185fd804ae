import { createMiddleware } from 'hono/factory';
import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import { guardianConsentMessages } from '../../../shared/schemas/guardian-consent';
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
 * their own yet, and a student awaiting their guardian's consent; `requireSignedIn` lets them through, for the password change itself. `optionalSession` refuses no one: a
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
    // 개인정보 보호법 제22조의2: nothing of a child's is processed before the guardian consents.
    if (refuseTemporaryPassword && session.user.guardianConsentPending)
      throw new DomainError('GUARDIAN_CONSENT_REQUIRED', guardianConsentMessages.required);
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
