import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshTokens, users } from '../../src/server/db/schema';
import { REGISTER_LIMITS } from '../../src/server/services/auth.service';
import { LOGIN_LIMITS } from '../../src/server/services/accounts/login-throttle';
import { REFRESH_GRACE_MS } from '../../src/server/services/accounts/sessions';
import { ensureAdmin } from '../../src/server/services/users.service';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { LoginResponse, TokenPair } from '../../src/shared/schemas/auth';
import { zUser, type User } from '../../src/shared/schemas/user';
import { asUser, call, insertLoginUser } from './accounts.helpers';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.dispose());

const register = (body: Record<string, unknown>, ip?: string) =>
  call<User>(t, 'POST', '/api/auth/register', { body, ip });
const login = (email: string, password: string, ip?: string) =>
  call<LoginResponse>(t, 'POST', '/api/auth/login', { body: { email, password }, ip });
const me = (accessToken: string) =>
  call<User>(t, 'GET', '/api/auth/me', { headers: { Authorization: `Bearer ${accessToken}` } });
const refresh = (refreshToken: string) =>
  call<TokenPair>(t, 'POST', '/api/auth/refresh', { body: { refreshToken } });

describe('POST /api/auth/register', () => {
  const valid = { email: 'Kim@School.kr', name: '김학생', password: 'abc123', classCode: 'abcdef' };
  beforeEach(() => {
    insertClass(t.db, { code: 'ABCDEF', name: '경제수학 1반' });
  });

  it('creates a pending GUEST in the class of the code, with an argon2id hash', async () => {
    const { status, body } = await register(valid);
    expect(status).toBe(201);
    expect(zUser.parse(body.data)).toMatchObject({
      email: 'kim@school.kr',
      name: '김학생',
      role: 'GUEST',
      isActive: true,
      class: { name: '경제수학 1반', code: 'ABCDEF' },
    });
    const row = t.db.select().from(users).where(eq(users.email, 'kim@school.kr')).get()!;
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.cash).toBe(0);
  });

  it('refuses an unknown class code with 400 INVALID_CLASS_CODE', async () => {
    const { status, body } = await register({ ...valid, classCode: 'ZZZZZZ' });
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_CLASS_CODE');
    expect(body.message).toContain('클래스 코드');
  });

  it('refuses the code of a class whose end date has passed, as for a class switched off', async () => {
    // Today is 2026-03-20 in Korea.
    insertClass(t.db, { code: 'ENDED1', endDate: '2026-03-19' });
    insertClass(t.db, { code: 'CLOSED', isActive: false });
    insertClass(t.db, { code: 'LASTDY', endDate: '2026-03-20' });
    for (const classCode of ['ENDED1', 'CLOSED']) {
      const { status, body } = await register({ ...valid, classCode });
      expect([status, body.code]).toEqual([400, 'INVALID_CLASS_CODE']);
    }
    expect((await register({ ...valid, classCode: 'LASTDY' })).status).toBe(201);
  });

  it('refuses a taken email with 409, whatever its case', async () => {
    await register(valid);
    const { status, body } = await register({ ...valid, email: 'KIM@school.kr' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'EMAIL_TAKEN', message: '이미 사용 중인 이메일입니다.' });
  });

  it.each([
    [{ email: '' }, '이메일을 입력해주세요'],
    [{ email: 'not-an-email' }, '올바른 이메일 형식이 아닙니다'],
    [{ name: '김' }, '이름은 2자 이상이어야 합니다'],
    [{ password: 'ab1' }, '비밀번호는 6자 이상이어야 합니다'],
    [{ password: 'abcdefg' }, '비밀번호는 숫자를 포함해야 합니다'],
    [{ classCode: 'ABC' }, '클래스 코드는 6자리입니다'],
    [{ classCode: 'ABCDEFGHJKM' }, '올바른 클래스 코드를 입력해주세요'],
  ])('answers 400 with the catalogue’s message for %o', async (change, message) => {
    const { status, body } = await register({ ...valid, ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, code: 'VALIDATION_ERROR', message });
  });

  it('refuses an address at the login-ID domain, which only a 명렬표 gives out', async () => {
    // A classmate who registers as a predictable login ID would be made that student by the import.
    for (const email of ['2026-10120@stockclass.local', ' 2026-10120@STOCKCLASS.LOCAL ']) {
      const { status, body } = await register({ ...valid, email });
      expect(status).toBe(400);
      expect(body.message).toBe(
        '@stockclass.local 주소는 선생님이 명렬표로 만드는 학생 로그인 ID 전용이에요. 내 이메일 주소로 가입해주세요',
      );
    }
    expect(t.db.select().from(users).all()).toHaveLength(0);
  });

  it.each([
    ['NUL', '김\u0000철수'],
    ['BEL', '김철수\u0007'],
    ['a right-to-left override', '김\u202E수철'],
    ['a bidi isolate', '\u2066김철수\u2069'],
    ['a zero-width space', '김\u200B철수'],
    ['a byte order mark', '김\uFEFF철수'],
    ['a line break', '김철수\n관리자'],
  ])('refuses a name with %s, in Korean', async (_what, name) => {
    const { status, body } = await register({ ...valid, name });
    expect(status).toBe(400);
    expect(body.message).toBe(
      '이름에 줄바꿈, 제어 문자, 글자 방향을 바꾸는 문자나 보이지 않는 문자는 쓸 수 없습니다',
    );
    expect(t.db.select().from(users).all()).toHaveLength(0);
  });

  it.each([
    ['role', { role: 'ADMIN' }],
    ['cash', { cash: 999_999_999 }],
    ['confirmPassword', { confirmPassword: 'abc123' }],
  ])('refuses an extra %s field and stores nothing', async (_name, extra) => {
    const { status, body } = await register({ ...valid, ...extra });
    expect(status).toBe(400);
    expect(body.message).toBe('허용되지 않는 항목이 포함되어 있습니다.');
    expect(t.db.select().from(users).all()).toHaveLength(0);
  });

  it('refuses a __proto__ key', async () => {
    const response = await t.app.request('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"email":"a@b.kr","name":"김학생","password":"abc123","classCode":"ABCDEF","__proto__":{"role":"ADMIN"}}`,
    });
    expect(response.status).toBe(400);
    expect(t.db.select().from(users).all()).toHaveLength(0);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.request('/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with user, access token and refresh token', async () => {
    const klass = insertClass(t.db, { name: '1반', code: 'QWERTY' });
    const student = await insertLoginUser(t, { email: 'kim@school.kr', classId: klass.id });
    const { status, body } = await login('KIM@school.kr ', student.password);
    expect(status).toBe(200);
    expect(zUser.parse(body.data.user)).toEqual({
      id: student.id,
      name: student.name,
      email: 'kim@school.kr',
      role: 'STUDENT',
      isActive: true,
      mustChangePassword: false,
      contactEmail: null,
      onboarded: false,
      guardianConsentPending: false,
      createdAt: student.createdAt.toISOString(),
      class: { id: klass.id, name: '1반', code: 'QWERTY', endedAt: null },
    });
    expect(body.data.refreshToken).toMatch(/^[\w-]{43}$/);
    expect((await me(body.data.accessToken)).body.data.id).toBe(student.id);
  });

  it('stores only a hash of the refresh token', async () => {
    const user = await insertLoginUser(t);
    const { body } = await login(user.email, user.password);
    const stored = t.db.select().from(refreshTokens).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(body.data.refreshToken);
  });

  it('gives the same 401 answer for an unknown email and a wrong password', async () => {
    const user = await insertLoginUser(t);
    const wrongPassword = await login(user.email, 'wrong-password1');
    const unknownEmail = await login('nobody@school.kr', user.password);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
  });

  it('tells a pending account that it awaits approval (403 ACCOUNT_PENDING)', async () => {
    const guest = await insertLoginUser(t, { role: 'GUEST' });
    const { status, body } = await login(guest.email, guest.password);
    expect(status).toBe(403);
    expect(body.code).toBe('ACCOUNT_PENDING');
    expect(body.message).toContain('승인');
  });

  it('does not reveal a pending account to someone without its password', async () => {
    const guest = await insertLoginUser(t, { role: 'GUEST' });
    expect((await login(guest.email, 'wrong-password1')).status).toBe(401);
  });

  it('refuses an inactive account (403 ACCOUNT_INACTIVE)', async () => {
    const user = await insertLoginUser(t, { isActive: false });
    const { status, body } = await login(user.email, user.password);
    expect(status).toBe(403);
    expect(body.code).toBe('ACCOUNT_INACTIVE');
  });

  it.each([
    [{ email: '', password: 'x' }, '이메일을 입력해주세요'],
    [{ email: 'kim', password: 'x' }, '올바른 이메일 형식이 아닙니다'],
    [{ email: 'kim@school.kr', password: '' }, '비밀번호를 입력해주세요'],
    [{ email: 'kim@school.kr' }, '비밀번호를 입력해주세요'],
  ])('answers 400 with the catalogue’s message for %o', async (body, message) => {
    const answer = await call(t, 'POST', '/api/auth/login', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('rate limits', () => {
  it('limits registrations per email', async () => {
    insertClass(t.db, { code: 'ABCDEF' });
    const body = {
      email: 'kim@school.kr',
      name: '김학생',
      password: 'abc123',
      classCode: 'ZZZZZZ',
    };
    for (let i = 0; i < REGISTER_LIMITS.perEmail.limit; i++)
      expect((await register(body)).status).toBe(400);
    const refused = await register(body);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
    });
    expect(refused.headers.get('Retry-After')).toBe('600');
  });

  it('ignores a forged X-Forwarded-For unless a proxy is configured', async () => {
    const { limit } = LOGIN_LIMITS.failuresPerIp;
    for (let i = 0; i < limit; i++)
      await call(t, 'POST', '/api/auth/login', {
        body: { email: `u${i}@school.kr`, password: 'wrong1' },
        headers: { 'X-Forwarded-For': `192.0.2.${i}` },
        ip: '10.7.7.7',
      });
    expect((await login('last@school.kr', 'wrong1', '10.7.7.7')).status).toBe(429);
  });
});

describe('sessions', () => {
  async function signIn() {
    const user = await insertLoginUser(t);
    const { accessToken, refreshToken } = (await login(user.email, user.password)).body.data;
    return { user, accessToken, refreshToken };
  }

  it('GET /api/auth/me needs a valid access token', async () => {
    expect((await call(t, 'GET', '/api/auth/me')).status).toBe(401);
    expect((await me('not-a-token')).status).toBe(401);
  });

  it('rotates the refresh token on every refresh', async () => {
    const first = await signIn();
    t.clock.advance(60_000);
    const { status, body } = await refresh(first.refreshToken);
    expect(status).toBe(200);
    expect(body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await me(body.data.accessToken)).status).toBe(200);
    t.clock.advance(60_000);
    expect((await refresh(body.data.refreshToken)).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again after the grace', async () => {
    const first = await signIn();
    const second = (await refresh(first.refreshToken)).body.data;
    t.clock.advance(REFRESH_GRACE_MS + 1);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('INVALID_REFRESH_TOKEN');
    // The thief's copy and the rightful successor are both dead now.
    expect((await refresh(second.refreshToken)).status).toBe(401);
  });

  it('gives a retried refresh within the grace a fresh successor and retires the lost one', async () => {
    const first = await signIn();
    const lost = (await refresh(first.refreshToken)).body.data;
    t.clock.advance(REFRESH_GRACE_MS - 1_000);
    const retry = await refresh(first.refreshToken);
    expect(retry.status).toBe(200);
    expect(retry.body.data.refreshToken).not.toBe(lost.refreshToken);
    expect((await refresh(retry.body.data.refreshToken)).status).toBe(200);
  });

  it('ends the family when the successor retired by a retry turns up later', async () => {
    const first = await signIn();
    const lost = (await refresh(first.refreshToken)).body.data;
    const retry = (await refresh(first.refreshToken)).body.data;
    expect((await refresh(lost.refreshToken)).status).toBe(401);
    expect((await refresh(retry.refreshToken)).status).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const first = await signIn();
    t.clock.advance(14 * 24 * 60 * 60 * 1000);
    expect((await refresh(first.refreshToken)).status).toBe(401);
  });

  it('refuses an unknown refresh token and an empty body with 4xx, never 500', async () => {
    expect((await refresh('made-up')).status).toBe(401);
    expect((await call(t, 'POST', '/api/auth/refresh', { body: {} })).status).toBe(400);
  });

  it('logout ends the access token at once and revokes refresh tokens', async () => {
    const session = await signIn();
    t.clock.advance(1);
    const out = await call(t, 'POST', '/api/auth/logout', {
      body: {},
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    expect(out.status).toBe(200);
    expect((await me(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('logout with an expired access token still revokes the refresh token it sends', async () => {
    const session = await signIn();
    t.clock.advance(16 * 60_000);
    const out = await call(t, 'POST', '/api/auth/logout', {
      body: { refreshToken: session.refreshToken },
    });
    expect(out.status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it('refuses the access token of a user deactivated after it was issued, at once', async () => {
    const session = await signIn();
    const admin = insertUser(t.db, { role: 'ADMIN' });
    const toggled = await call(t, 'PUT', `/api/admin/users/${session.user.id}/toggle-status`, {
      headers: await asUser(t, admin),
    });
    expect(toggled.status).toBe(200);
    expect((await me(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });
});

describe('bootstrap admin', () => {
  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD once, while there is none', async () => {
    const log = vi.fn();
    const deps = { db: t.db, clock: t.clock, passwords: t.deps.passwords!, log };
    await ensureAdmin({ ...deps, email: 'Admin@School.kr', password: 'admin1234' });
    await ensureAdmin({ ...deps, email: 'other@school.kr', password: 'admin1234' });
    expect(log).not.toHaveBeenCalled();
    const { status, body } = await login('admin@school.kr', 'admin1234');
    expect(status).toBe(200);
    expect(body.data.user.role).toBe('ADMIN');
    expect(t.db.select().from(users).all()).toHaveLength(1);
  });

  it('creates the admin even when a demo school was seeded before the first start', async () => {
    insertUser(t.db, { role: 'TEACHER' });
    const deps = { db: t.db, clock: t.clock, passwords: t.deps.passwords!, log: vi.fn() };
    await ensureAdmin({ ...deps, email: 'admin@school.kr', password: 'admin1234' });
    expect((await login('admin@school.kr', 'admin1234')).status).toBe(200);
  });

  it('without a password generates one and prints it once', async () => {
    const log = vi.fn();
    const deps = { db: t.db, clock: t.clock, passwords: t.deps.passwords!, log };
    await ensureAdmin({ ...deps, email: 'admin@school.kr' });
    await ensureAdmin({ ...deps, email: 'admin@school.kr' });
    expect(log).toHaveBeenCalledTimes(1);
    const password = /password (\S+) /.exec(String(log.mock.calls[0]![0]))![1]!;
    expect((await login('admin@school.kr', password)).status).toBe(200);
  });
});

describe('signing in with a login card', () => {
  it('accepts the login ID as the card prints it, without its domain', async () => {
    const student = await insertLoginUser(t, { email: '2026-20301@stockclass.local' });
    const typed = await call(t, 'POST', '/api/auth/login', {
      body: { email: '2026-20301', password: student.password },
    });
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ data: { user: { email: '2026-20301@stockclass.local' } } });
    const notAnId = await call(t, 'POST', '/api/auth/login', {
      body: { email: '20301', password: student.password },
    });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body).toMatchObject({ message: '올바른 이메일 형식이 아닙니다' });
  });
});
