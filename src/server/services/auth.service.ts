import { setTimeout as sleep } from 'node:timers/promises';
import { isClassInProgress } from '../../shared/domain/class-status';
import { DomainError } from '../../shared/domain/domain-error';
import { kstDate } from '../../shared/domain/market/calendar';
import { messages } from '../../shared/messages';
import type { ChangePassword, Login, LoginResponse, Register } from '../../shared/schemas/auth';
import type { User } from '../../shared/schemas/user';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { classesRepo } from '../db/repos/classes.repo';
import { usersRepo, type UserRow } from '../db/repos/users.repo';
import type { PasswordHasher } from './accounts/passwords';
import { createLoginThrottle } from './accounts/login-throttle';
import { createAccount } from './accounts/new-account';
import { createRateLimiter, takeAll, type RateLimit } from '../util/rate-limiter';
import type { Sessions } from './accounts/sessions';

// Registering is rare and needs no password check to be worth limiting: every attempt counts.
export const REGISTER_LIMITS = {
  perIp: { limit: 100, windowMs: 10 * 60_000 },
  perEmail: { limit: 5, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>;

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  sessions: Sessions;
  /** The soft per-account login delay; tests record it instead of sleeping. */
  wait?: (ms: number) => Promise<void>;
}

export function createAuthService({ db, clock, passwords, sessions, wait }: AuthServiceDeps) {
  const registerPerIp = createRateLimiter({ clock, ...REGISTER_LIMITS.perIp });
  const registerPerEmail = createRateLimiter({ clock, ...REGISTER_LIMITS.perEmail });
  const loginThrottle = createLoginThrottle({ clock, wait: wait ?? sleep });

  // Checked only once the password was found right, so it tells nothing to someone guessing.
  function refuseExpiredCard(row: UserRow) {
    const expiresAt = row.mustChangePassword ? row.temporaryPasswordExpiresAt : null;
    if (expiresAt !== null && clock.now() >= expiresAt)
      throw new DomainError('TEMPORARY_PASSWORD_EXPIRED', messages.temporaryPasswordExpired);
  }

  function view(id: number): User {
    const user = usersRepo.findView(db, id);
    if (!user) throw new DomainError('USER_NOT_FOUND', messages.userNotFound);
    return user;
  }

  return {
    /** Creates a GUEST in the class of the code; an admin or the class's teacher approves it. */
    async register(input: Register, ip: string): Promise<User> {
      takeAll([registerPerIp, ip], [registerPerEmail, input.email]);
      const joined = classesRepo.findByCode(db, input.classCode);
      if (!joined || !isClassInProgress(joined, kstDate(clock.now())))
        throw new DomainError('INVALID_CLASS_CODE', messages.invalidClassCode);
      const { email, name, password } = input;
      const row = await createAccount(
        { db, clock, passwords },
        { email, name, password, role: 'GUEST', classId: joined.id },
      );
      return view(row.id);
    },

    async login(input: Login, ip: string): Promise<LoginResponse> {
      const attempt = await loginThrottle.admit(input.email, ip);
      const row = usersRepo.findByEmail(db, input.email);
      const valid = row
        ? await passwords.verify(row.passwordHash, input.password)
        : await passwords.verifyNobody(input.password);
      if (!row || !valid) throw new DomainError('INVALID_CREDENTIALS', messages.invalidCredentials);
      attempt.succeeded();
      refuseExpiredCard(row);
      const tokens = await sessions.start(row);
      return { user: view(row.id), mustChangePassword: row.mustChangePassword, ...tokens };
    },

    /**
     * The user's own choice replaces a temporary password; this session stays signed in. An
     * e-mail given with it becomes a second way to sign in, if no other account uses it.
     */
    async changePassword(userId: number, input: ChangePassword): Promise<User> {
      const row = usersRepo.findById(db, userId);
      if (!row || !(await passwords.verify(row.passwordHash, input.currentPassword)))
        throw new DomainError('INVALID_CREDENTIALS', messages.currentPasswordWrong);
      refuseExpiredCard(row);
      const passwordHash = await passwords.hash(input.newPassword);
      // Checked after the await: the check and the update run with nothing in between.
      const { email } = input;
      if (email !== undefined && (usersRepo.findByEmail(db, email)?.id ?? userId) !== userId)
        throw new DomainError('EMAIL_TAKEN', messages.emailTaken);
      usersRepo.update(db, userId, {
        passwordHash,
        mustChangePassword: false,
        temporaryPasswordExpiresAt: null,
        ...(email === undefined ? {} : { contactEmail: email }),
      });
      return view(userId);
    },

    refresh: (refreshToken: string) => sessions.refresh(refreshToken),

    /**
     * Ends the session of the access token and of the refresh token given (usually the same one);
     * the user's other devices stay signed in. Unknown or already ended sessions are fine.
     */
    logout(sessionIds: { fromAccessToken?: string | null; refreshToken?: string }) {
      const fromRefresh = sessionIds.refreshToken
        ? sessions.sessionOf(sessionIds.refreshToken)
        : undefined;
      for (const sessionId of new Set([sessionIds.fromAccessToken, fromRefresh])) {
        if (sessionId) sessions.endSession(sessionId);
      }
    },

    /** Signs the user out on every device: every session ends and live sockets close. */
    logoutEverywhere(userId: number) {
      db.transaction((tx) => sessions.end(tx, userId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
