import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import type { PendingDetails, TokenPair } from '../../../shared/schemas/auth';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { classesRepo } from '../../db/repos/classes.repo';
import { refreshTokensRepo, type RefreshTokenRow } from '../../db/repos/refresh-tokens.repo';
import { usersRepo, type UserRow } from '../../db/repos/users.repo';
import type { AccessTokens } from './access-tokens';
import type { ServerEventBus } from '../../../shared/realtime/server-events';

export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
// A refresh whose answer was lost (tab closed, flaky Wi-Fi) is retried with the token it just
// rotated. Within this grace the retry gets a fresh successor instead of tripping reuse detection.
export const REFRESH_GRACE_MS = 10_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The account as it was when the password was checked against it. */
export type SignInCheck = Pick<UserRow, 'id' | 'passwordHash' | 'tokensValidAfter'>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Sessions {
  /**
   * A new token family for a user who just proved their password against `checked`. Refused
   * when the account changed since it was read: a reset, deactivation or logout everywhere that
   * committed while the password was being checked wins over the login.
   */
  start(checked: SignInCheck): Promise<TokenPair>;
  /** Rotates a refresh token; reuse of a rotated one revokes its family. */
  refresh(refreshToken: string): Promise<TokenPair>;
  /** The session (token family) a refresh token belongs to, if it is ours. */
  sessionOf(refreshToken: string): string | undefined;
  /** Ends one session: its refresh tokens are revoked and the access tokens issued for it die. */
  endSession(sessionId: string): void;
  /** Ends every session of the user now: access tokens die and refresh tokens are revoked. */
  end(tx: Tx | Db, userId: number): void;
}

/**
 * Told only to someone who knows the password, so these do not reveal accounts. A waiting
 * student also learns the class they asked to join and its teacher: the waiting page names them.
 */
function assertMaySignIn(tx: Tx | Db, user: UserRow) {
  if (user.role === 'GUEST') {
    const joined = user.classId === null ? undefined : classesRepo.findById(tx, user.classId);
    const teacher = joined?.teacherId ? usersRepo.findById(tx, joined.teacherId) : undefined;
    const details: PendingDetails = {
      className: joined?.name ?? null,
      teacherName: teacher?.name ?? null,
    };
    throw new DomainError('ACCOUNT_PENDING', messages.accountPending, details);
  }
  if (!user.isActive) throw new DomainError('ACCOUNT_INACTIVE', messages.accountInactive);
}

export function createSessions(deps: {
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
  /** Told of ended sessions (the hub closes their sockets); a bench's sessions tell no one. */
  events?: ServerEventBus;
}): Sessions {
  const { db, clock, accessTokens } = deps;
  const invalid = () => new DomainError('INVALID_REFRESH_TOKEN', messages.sessionExpired);
  const closed = (sessionId: string) => deps.events?.publish('sessionClosed', { sessionId });

  function issueRefresh(tx: Tx | Db, userId: number, familyId: string): string {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    refreshTokensRepo.insert(tx, {
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      createdAt: now,
    });
    return token;
  }

  /** Within the grace, replaces the family's unused successor; otherwise reuse revokes all. */
  function reissueOrRevoke(tx: Tx, row: RefreshTokenRow, now: Date, ended: string[]): string {
    const successor = refreshTokensRepo.findLiveInFamily(tx, row.familyId);
    const withinGrace = now.getTime() - row.rotatedAt!.getTime() <= REFRESH_GRACE_MS;
    if (withinGrace && successor) {
      refreshTokensRepo.revoke(tx, successor.id, now);
      return issueRefresh(tx, row.userId, row.familyId);
    }
    refreshTokensRepo.revokeFamily(tx, row.familyId, now);
    ended.push(row.familyId);
    throw invalid();
  }

  /** `ended` collects the sessions a detected reuse ended, to close their sockets after commit. */
  function rotate(
    tx: Tx,
    presented: string,
    ended: string[],
  ): { user: UserRow; refreshToken: string; sessionId: string } {
    const now = clock.now();
    const row = refreshTokensRepo.findByHash(tx, hashToken(presented));
    if (!row || row.expiresAt <= now) throw invalid();
    // A revoked token in use again means someone else holds it: end the whole family.
    if (row.revokedAt) {
      refreshTokensRepo.revokeFamily(tx, row.familyId, now);
      ended.push(row.familyId);
      throw invalid();
    }
    const user = usersRepo.findById(tx, row.userId);
    if (!user || !user.isActive || user.role === 'GUEST') throw invalid();
    const sessionId = row.familyId;
    if (row.rotatedAt)
      return { user, sessionId, refreshToken: reissueOrRevoke(tx, row, now, ended) };
    refreshTokensRepo.markRotated(tx, row.id, now);
    return { user, sessionId, refreshToken: issueRefresh(tx, row.userId, sessionId) };
  }

  return {
    async start(checked) {
      const sessionId = randomUUID();
      const { user, refreshToken } = db.transaction(
        (tx) => {
          const user = usersRepo.findById(tx, checked.id);
          if (!user) throw new DomainError('INVALID_CREDENTIALS', messages.invalidCredentials);
          assertMaySignIn(tx, user);
          const unchanged =
            user.passwordHash === checked.passwordHash &&
            user.tokensValidAfter.getTime() === checked.tokensValidAfter.getTime();
          if (!unchanged) throw new DomainError('INVALID_CREDENTIALS', messages.invalidCredentials);
          return { user, refreshToken: issueRefresh(tx, user.id, sessionId) };
        },
        { behavior: 'immediate' },
      );
      return { accessToken: await accessTokens.sign(user, sessionId), refreshToken };
    },
    async refresh(presented) {
      // A reuse must revoke the family even though the request fails, so the transaction
      // commits first and the error is thrown after it.
      const ended: string[] = [];
      const outcome = db.transaction((tx) => {
        try {
          return { ok: rotate(tx, presented, ended) } as const;
        } catch (error) {
          return { error } as const;
        }
      });
      ended.forEach(closed);
      if ('error' in outcome) throw outcome.error;
      const { user, refreshToken, sessionId } = outcome.ok;
      return { accessToken: await accessTokens.sign(user, sessionId), refreshToken };
    },
    sessionOf: (presented) => refreshTokensRepo.findByHash(db, hashToken(presented))?.familyId,
    endSession(sessionId) {
      refreshTokensRepo.revokeFamily(db, sessionId, clock.now());
      closed(sessionId);
    },
    end(tx, userId) {
      const now = clock.now();
      usersRepo.update(tx, userId, { tokensValidAfter: now });
      refreshTokensRepo.revokeAllOfUser(tx, userId, now);
      // Transactions here are synchronous: by the next turn of the loop this one has committed,
      // so a socket that reconnects at once is refused.
      const { events } = deps;
      if (events) setImmediate(() => events.publish('sessionEnded', { userId }));
    },
  };
}
