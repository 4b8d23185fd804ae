import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardianConsents } from '../../src/server/db/schema';
import { insertClass } from '../../src/server/testing/factories';
import { startRealtimeServer, type TestClient } from '../../src/server/testing/realtime-server';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { LoginResponse, TokenPair } from '../../src/shared/schemas/auth';
import { call, insertLoginUser } from '../api/accounts.helpers';
import { connected } from './fixtures';

// The real app and the real hub on one database, wired as src/server/index.ts wires them.
let t: TestApp;
let server: Awaited<ReturnType<typeof startRealtimeServer>>;
beforeEach(async () => {
  t = createTestApp();
  server = await startRealtimeServer({
    events: t.events,
    db: t.db,
    accessTokens: t.accessTokens,
    prices: t.deps.prices,
    clock: t.clock,
    isKnownSymbol: () => true,
    canWatchClass: () => true,
    marketStatus: () => ({ provider: 'replay', status: 'OPEN', label: '과거 시세 재생' }),
  });
});
afterEach(async () => {
  await server.close();
  t.dispose();
});

/** One user signed in on two devices, each with its live socket open. */
async function twoDevices() {
  const user = await insertLoginUser(t);
  const signIn = async () => {
    const session = (
      await call<LoginResponse>(t, 'POST', '/api/auth/login', {
        body: { email: user.email, password: user.password },
      })
    ).body.data;
    const socket = server.connect(session.accessToken);
    await connected(socket);
    return { ...session, socket };
  };
  return { phone: await signIn(), pc: await signIn() };
}

const closed = (socket: TestClient) =>
  new Promise<string>((resolve) => socket.on('disconnect', resolve));

describe('a session’s sockets end with the session', () => {
  it('a logout closes that session’s socket at once; the other device keeps streaming', async () => {
    const { phone, pc } = await twoDevices();
    const phoneClosed = closed(phone.socket);
    await call(t, 'POST', '/api/auth/logout', { body: { refreshToken: phone.refreshToken } });
    expect(await phoneClosed).toBe('io server disconnect');
    expect(pc.socket.connected).toBe(true);
    // The closed socket cannot come back with the access token of the ended session.
    const again = server.connect(phone.accessToken);
    await expect(connected(again)).rejects.toThrow();
  });

  it('a refresh token used twice (reuse detected) closes that session’s socket', async () => {
    const { phone, pc } = await twoDevices();
    const rotated = await call<TokenPair>(t, 'POST', '/api/auth/refresh', {
      body: { refreshToken: phone.refreshToken },
    });
    expect(rotated.status).toBe(200);
    t.clock.advance(60_000);
    const phoneClosed = closed(phone.socket);
    const reused = await call(t, 'POST', '/api/auth/refresh', {
      body: { refreshToken: phone.refreshToken },
    });
    expect(reused.status).toBe(401);
    expect(await phoneClosed).toBe('io server disconnect');
    expect(pc.socket.connected).toBe(true);
  });
});

describe('a temporary password opens no live socket', () => {
  it('refuses the handshake until the user has chosen their own password', async () => {
    const user = await insertLoginUser(t, { mustChangePassword: true });
    const signIn = async (password: string) =>
      (
        await call<LoginResponse>(t, 'POST', '/api/auth/login', {
          body: { email: user.email, password },
        })
      ).body.data.accessToken;
    const temporary = await signIn(user.password);
    await expect(connected(server.connect(temporary))).rejects.toThrow('PASSWORD_CHANGE_REQUIRED');

    const changed = await call(t, 'POST', '/api/auth/change-password', {
      headers: { Authorization: `Bearer ${temporary}` },
      body: { currentPassword: user.password, newPassword: 'mine2026' },
    });
    expect(changed.status).toBe(200);
    await connected(server.connect(await signIn('mine2026')));
  });
});

describe('a 중학교 class’s student awaiting consent opens no live socket', () => {
  it('refuses the handshake until the teacher confirms the guardian’s consent', async () => {
    const klass = insertClass(t.db, { middleSchool: true });
    const user = await insertLoginUser(t, { role: 'STUDENT', classId: klass.id });
    const token = (
      await call<LoginResponse>(t, 'POST', '/api/auth/login', {
        body: { email: user.email, password: user.password },
      })
    ).body.data.accessToken;
    await expect(connected(server.connect(token))).rejects.toThrow('GUARDIAN_CONSENT_REQUIRED');
    t.db
      .insert(guardianConsents)
      .values({
        userId: user.id,
        receivedOn: '2026-03-19',
        method: 'WRITTEN',
        confirmedBy: user.id,
        confirmedAt: t.clock.now(),
      })
      .run();
    await connected(server.connect(token));
  });
});
