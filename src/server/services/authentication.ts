import type { Role } from '../../shared/schemas/user';
import type { Db } from '../db/connection';
import { usersRepo } from '../db/repos/users.repo';
import type { AccessTokens } from './access-tokens';

/** The signed-in user as every use case sees it, loaded fresh from the database per request. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  classId: number | null;
}

/** The user an access token belongs to, or null when the token no longer opens a session. */
export async function authenticate(
  deps: { db: Db; accessTokens: AccessTokens },
  token: string | undefined,
): Promise<AuthUser | null> {
  if (!token) return null;
  const claims = await deps.accessTokens.verify(token);
  if (!claims) return null;
  const row = usersRepo.findById(deps.db, claims.userId);
  // Deactivation, logout and password reset end access tokens at once, not at expiry.
  if (!row || !row.isActive || claims.issuedAt < row.tokensValidAfter.getTime()) return null;
  return { id: row.id, name: row.name, email: row.email, role: row.role, classId: row.classId };
}
