import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { LoginResponse, TokenPair } from '../../src/shared/schemas/auth';
import { call, insertLoginUser } from './accounts.helpers';

let t: TestApp;
let sessionEnded: ReturnType<typeof vi.fn<(userId: number) => void>>;
beforeEach(() => {
  sessionEnded = vi.fn<(userId: number) => void>();
  t = createTestApp();
  t.events.subscribe('sessionEnded', ({ userId }) => sessionEnded(userId));
});
afterEach(() => t.dispose());

const bearer = (accessToken: string) => ({ Authorization: `Bearer ${accessToken}` });
const me = (accessToken: string) =>
  call(t, 'GET', '/api/auth/me', { headers: bearer(accessToken) });
const refresh = (refreshToken: string) =>
  call<TokenPair>(t, 'POST', '/api/auth/refresh', { body: { refreshToken } });

/**
 * One user signed in on a phone and on a school PC: two sessions, each with a page open that has
 * already asked who is signed in (so a remembered answer would be there to go stale).
 */
async function twoDevices() {
  const user = await insertLoginUser(t);
  const signIn = async () =>
    (
      await call<LoginResponse>(t, 'POST', '/api/auth/login', {
        body: { email: user.email, password: user.password },
      })
    ).body.data;
  const phone = await signIn();
  const pc = await signIn();
  expect([(await me(phone.accessToken)).status, (await me(pc.accessToken)).status]).toEqual([
    200, 200,
  ]);
  t.clock.advance(1);
  return { user, phone, pc };
}

async function works(session: { accessToken: string; refreshToken: string }) {
  return (
    (await me(session.accessToken)).status === 200 &&
    (await refresh(session.refreshToken)).status === 200
  );
}

describe('POST /api/auth/logout ends the session it is given', () => {
  it('with a refresh token alone: that session ends, the other device stays signed in', async () => {
    const { phone, pc } = await twoDevices();
    const out = await call(t, 'POST', '/api/auth/logout', {
      body: { refreshToken: phone.refreshToken },
    });
    expect(out.status).toBe(200);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await me(phone.accessToken)).status).toBe(401);
    expect(await works(pc)).toBe(true);
  });

  it('with the access token alone: that session ends, the other device stays signed in', async () => {
    const { phone, pc } = await twoDevices();
    const out = await call(t, 'POST', '/api/auth/logout', {
      body: {},
      headers: bearer(phone.accessToken),
    });
    expect(out.status).toBe(200);
    expect((await me(phone.accessToken)).status).toBe(401);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect(await works(pc)).toBe(true);
  });

  it('ends a session that was refreshed since it signed in, access token included', async () => {
    const { phone, pc } = await twoDevices();
    const renewed = (await refresh(phone.refreshToken)).body.data;
    await call(t, 'POST', '/api/auth/logout', { body: { refreshToken: renewed.refreshToken } });
    expect((await me(renewed.accessToken)).status).toBe(401);
    expect((await me(phone.accessToken)).status).toBe(401);
    expect(await works(pc)).toBe(true);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('needs the access token', async () => {
    const { phone, pc } = await twoDevices();
    const refused = await call(t, 'POST', '/api/auth/logout-all', {
      body: { refreshToken: phone.refreshToken },
    });
    expect(refused.status).toBe(401);
    expect(await works(phone)).toBe(true);
    expect(await works(pc)).toBe(true);
  });

  it('ends every session of the user and closes their live sockets', async () => {
    const { user, phone, pc } = await twoDevices();
    const out = await call(t, 'POST', '/api/auth/logout-all', { headers: bearer(pc.accessToken) });
    expect(out.status).toBe(200);
    for (const session of [phone, pc]) {
      expect((await me(session.accessToken)).status).toBe(401);
      expect((await refresh(session.refreshToken)).status).toBe(401);
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(sessionEnded).toHaveBeenCalledWith(user.id);
  });
});
