import { SignJWT } from 'jose';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createSecretKey, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Role } from '../../../shared/schemas/user';
import type { Clock } from '../../clock';
import { verifyHs256 } from './jwt-hs256';

const ISSUER = 'stockclass';
const AUDIENCE = 'stockclass-api';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
// A client presents the same access token on every request of its 15 minutes. Checking its HMAC
// and decoding it again cost about 20 µs of an authenticated request under load (a third of
// /api/auth/me), so tokens that verified are kept by their text. Only the time can change the
// answer for the same text and key, so a kept token is checked against its lifetime alone.
// Only verified tokens are kept (a forger cannot fill the cache); when full it starts over.
const VERIFIED_CAPACITY = 10_000;

interface Verified {
  claims: AccessClaims;
  /** `exp` and `nbf` in epoch seconds. */
  expiresAt: number;
  notBefore: number;
}

export interface AccessClaims {
  userId: number;
  role: Role;
  /** Issued-at in epoch ms, compared with the user's tokensValidAfter. */
  issuedAt: number;
  /** The refresh-token family the token was issued for; logging out of it ends the token too. */
  sessionId: string | null;
}

export interface AccessTokens {
  sign(user: { id: number; role: Role }, sessionId?: string): Promise<string>;
  /** Null for any token that is not ours, expired, or malformed. */
  verify(token: string): AccessClaims | null;
}

export function createAccessTokens({
  secret,
  clock,
}: {
  secret: Uint8Array;
  clock: Clock;
}): AccessTokens {
  const key = createSecretKey(secret);
  const verified = new Map<string, Verified>();

  function decode(token: string, nowSeconds: number): Verified | null {
    const payload = verifyHs256(token, key, { issuer: ISSUER, audience: AUDIENCE, nowSeconds });
    if (!payload) return null;
    const userId = Number(payload.sub);
    const issuedAt = payload.iatMs;
    if (!Number.isSafeInteger(userId) || typeof issuedAt !== 'number') return null;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
    return {
      claims: { userId, role: payload.role as Role, issuedAt, sessionId },
      expiresAt: payload.exp as number,
      notBefore: typeof payload.nbf === 'number' ? payload.nbf : Number.NEGATIVE_INFINITY,
    };
  }

  return {
    async sign(user, sessionId) {
      const nowMs = clock.now().getTime();
      const nowSeconds = Math.floor(nowMs / 1000);
      // `iat` has whole seconds; `iatMs` lets a re-login in the same second as a logout work.
      return new SignJWT({
        role: user.role,
        iatMs: nowMs,
        ...(sessionId ? { sid: sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret);
    },
    verify(token) {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const kept = verified.get(token);
      if (kept) {
        const current = kept.expiresAt > nowSeconds && kept.notBefore <= nowSeconds;
        return current ? kept.claims : null;
      }
      const fresh = decode(token, nowSeconds);
      if (!fresh) return null;
      if (verified.size >= VERIFIED_CAPACITY) verified.clear();
      verified.set(token, fresh);
      return fresh.claims;
    },
  };
}

/** JWT_SECRET from the environment, else 256 random bits generated once and kept in the data folder. */
export function loadJwtSecret(envSecret: string | undefined, dataDir: string): Uint8Array {
  if (envSecret) return new TextEncoder().encode(envSecret);
  const path = join(dataDir, 'secret.key');
  if (!existsSync(path)) writeFileSync(path, randomBytes(32).toString('hex'), { mode: 0o600 });
  return Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
}
