import type { Role, User } from '../../../shared/schemas/user';
import type { Db } from '../../db/connection';
import { usersRepo } from '../../db/repos/users.repo';
import { rememberWhileUnchanged } from '../../db/while-unchanged';
import type { AccessTokens } from './access-tokens';

/** The signed-in user as every use case sees it: as the database has it at this request. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  classId: number | null;
  /** Signed in with a temporary password that is still unchanged. */
  mustChangePassword: boolean;
  /** A 중학교 class's student whose guardian's consent is not confirmed yet (docs/decisions/0043). */
  guardianConsentPending: boolean;
}

/**
 * Every request of a signed-in screen reads the same row until something is written: a logout,
 * a deactivation or a new watchlist is a write, and forgets it at once. The composition root makes
 * one and hands it to the API and the realtime hub alike.
 */
export function createSignedInCache() {
  return rememberWhileUnchanged<string, ReturnType<typeof usersRepo.findSignedIn>>();
}
export type SignedInCache = ReturnType<typeof createSignedInCache>;

export type AuthenticationDeps = { db: Db; accessTokens: AccessTokens; signedIn: SignedInCache };

/** A live session as an access token opens it. */
export interface AuthSession {
  user: AuthUser;
  /** The user as the API shows them, built when called. */
  view: () => User;
  sessionId: string | null;
  hasWatchlist: boolean;
}

/**
 * The user and session an access token belongs to, the user as the API shows them (built when
 * called) and whether they have chosen a watchlist, all read in one statement; or null when the
 * token no longer opens a session.
 */
export function authenticateSession(
  deps: AuthenticationDeps,
  token: string | undefined,
): AuthSession | null {
  if (!token) return null;
  const claims = deps.accessTokens.verify(token);
  if (!claims) return null;
  const { userId, sessionId } = claims;
  const row = deps.signedIn(deps.db, `${userId} ${sessionId}`, () =>
    usersRepo.findSignedIn(deps.db, userId, sessionId),
  );
  // Deactivation, logging out everywhere and password reset end access tokens at once, not at
  // expiry; logging out of one session ends the access tokens issued for it.
  if (!row || !row.isActive || claims.issuedAt < row.tokensValidAfter.getTime()) return null;
  if (!row.sessionLive) return null;
  const user = {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    classId: row.classId,
    mustChangePassword: row.mustChangePassword,
    guardianConsentPending: row.guardianConsentPending,
  };
  return { user, view: row.view, sessionId: claims.sessionId, hasWatchlist: row.hasWatchlist };
}

/** The user an access token belongs to, or null when the token no longer opens a session. */
export function authenticate(deps: AuthenticationDeps, token: string | undefined): AuthUser | null {
  return authenticateSession(deps, token)?.user ?? null;
}
