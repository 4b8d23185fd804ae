import { isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/server/db/schema';
import {
  createAccessTokens,
  type AccessTokens,
} from '../../src/server/services/accounts/access-tokens';
import type { PasswordHasher } from '../../src/server/services/accounts/passwords';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { createTestApp, testPasswords, type TestApp } from '../../src/server/testing/test-app';
import type { LoginResponse, TokenPair } from '../../src/shared/schemas/auth';
import { asUser, call, insertLoginUser } from './accounts.helpers';

/** A hasher whose first password check holds its (correct) answer until the test releases it. */
function heldVerifier(inner: PasswordHasher) {
  let entered!: () => void;
  let release!: () => void;
  const verifying = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const hasher: PasswordHasher = {
    ...inner,
    async verify(passwordHash, password) {
      const valid = await inner.verify(passwordHash, password);
      entered();
      await released;
      return valid;
    },
  };
  return { hasher, verifying, release };
}

let t: TestApp;
afterEach(() => t.dispose());

async function loginHeldAtPasswordCheck() {
  const held = heldVerifier(testPasswords);
  t = createTestApp({ overrides: { passwords: held.hasher } });
  const user = await insertLoginUser(t);
  const admin = insertUser(t.db, { role: 'ADMIN' });
  const answer = call<LoginResponse>(t, 'POST', '/api/auth/login', {
    body: { email: user.email, password: user.password },
  });
  await held.verifying;
  t.clock.advance(1_000);
  return { user, admin, answer, release: held.release };
}

const liveRefreshTokens = () =>
  t.db.select().from(refreshTokens).where(isNull(refreshTokens.revokedAt)).all();

describe('a login racing an admin action on the account', () => {
  it('opens no session when the password is reset while the old one is being checked', async () => {
    const { user, admin, answer, release } = await loginHeldAtPasswordCheck();
    const reset = await call(t, 'PUT', `/api/admin/users/${user.id}/reset-password`, {
      body: { newPassword: 'newpass1' },
      headers: await asUser(t, admin),
    });
    expect(reset.status).toBe(200);
    release();
    const { status, body } = await answer;
    expect(status).toBe(401);
    expect(body).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
    expect(liveRefreshTokens()).toEqual([]);
  });

  it('opens no session when the account is deactivated while the password is being checked', async () => {
    const { user, admin, answer, release } = await loginHeldAtPasswordCheck();
    const toggled = await call(t, 'PUT', `/api/admin/users/${user.id}/toggle-status`, {
      headers: await asUser(t, admin),
    });
    expect(toggled.status).toBe(200);
    release();
    const { status, body } = await answer;
    expect(status).toBe(403);
    expect(body.code).toBe('ACCOUNT_INACTIVE');
    expect(liveRefreshTokens()).toEqual([]);
  });

  it('still signs in when nothing changed while the password was being checked', async () => {
    const { answer, release } = await loginHeldAtPasswordCheck();
    release();
    const { status, body } = await answer;
    expect(status).toBe(200);
    const me = await call(t, 'GET', '/api/auth/me', {
      headers: { Authorization: `Bearer ${body.data.accessToken}` },
    });
    expect(me.status).toBe(200);
  });
});

/** Access tokens whose next signing, once armed, holds its token until the test releases it. */
function heldSigner(inner: AccessTokens) {
  let armed = false;
  let entered!: () => void;
  let release!: () => void;
  const signing = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const tokens: AccessTokens = {
    async sign(user, sessionId) {
      const token = await inner.sign(user, sessionId);
      if (armed) {
        armed = false;
        entered();
        await released;
      }
      return token;
    },
    verify: (token) => inner.verify(token),
  };
  return { tokens, signing, release, arm: () => (armed = true) };
}

describe('a refresh racing a password reset', () => {
  it('hands out tokens that no longer work when the reset lands while they are signed', async () => {
    const secret = new TextEncoder().encode('another-test-secret-of-32-bytes-or-more!');
    const held = heldSigner(createAccessTokens({ secret, clock: { now: () => t.clock.now() } }));
    t = createTestApp({ overrides: { accessTokens: held.tokens } });
    const user = await insertLoginUser(t);
    const admin = insertUser(t.db, { role: 'ADMIN' });
    const signedIn = await call<LoginResponse>(t, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    held.arm();
    const refreshed = call<TokenPair>(t, 'POST', '/api/auth/refresh', {
      body: { refreshToken: signedIn.body.data.refreshToken },
    });
    await held.signing;
    t.clock.advance(1_000);
    const reset = await call(t, 'PUT', `/api/admin/users/${user.id}/reset-password`, {
      body: { newPassword: 'newpass1' },
      headers: await authHeader(held.tokens, admin),
    });
    expect(reset.status).toBe(200);
    held.release();
    const { status, body } = await refreshed;
    expect(status).toBe(200);
    const me = await call(t, 'GET', '/api/auth/me', {
      headers: { Authorization: `Bearer ${body.data.accessToken}` },
    });
    expect(me.status).toBe(401);
    const again = await call(t, 'POST', '/api/auth/refresh', {
      body: { refreshToken: body.data.refreshToken },
    });
    expect(again.status).toBe(401);
  });
});
