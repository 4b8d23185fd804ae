import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cashLedger, users } from '../../src/server/db/schema';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { LoginResponse } from '../../src/shared/schemas/auth';
import { zUser, type User } from '../../src/shared/schemas/user';
import { asUser, call, cast, insertLoginUser, type Cast } from './accounts.helpers';

let t: TestApp;
let c: Cast;
beforeEach(async () => {
  t = createTestApp();
  c = await cast(t);
});
afterEach(() => t.dispose());

type Who = 'anonymous' | 'guest' | 'student' | 'teacher' | 'otherTeacher' | 'admin';

async function headersOf(who: Who) {
  return who === 'anonymous' ? {} : asUser(t, c[who]);
}

const login = (email: string, password: string) =>
  call<LoginResponse>(t, 'POST', '/api/auth/login', { body: { email, password } });

describe('admin endpoints: role × endpoint matrix', () => {
  const endpoints: Array<
    [string, (c: Cast) => [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown]]
  > = [
    ['list pending', () => ['GET', '/api/admin/users/pending']],
    ['list users', () => ['GET', '/api/admin/users']],
    ['approve', (c) => ['PUT', `/api/admin/users/${c.guest.id}/approve`, { role: 'STUDENT' }]],
    ['reject', (c) => ['DELETE', `/api/admin/users/${c.guest.id}/reject`]],
    [
      'reset password',
      (c) => [
        'PUT',
        `/api/admin/users/${c.student.id}/reset-password`,
        { newPassword: 'newpass1' },
      ],
    ],
    ['toggle status', (c) => ['PUT', `/api/admin/users/${c.student.id}/toggle-status`]],
    [
      'create teacher',
      () => [
        'POST',
        '/api/admin/users/create-teacher',
        { email: 'new@school.kr', name: '새교사', password: 'teach123' },
      ],
    ],
  ];
  const expected: Array<[Who, number]> = [
    ['anonymous', 401],
    ['guest', 403],
    ['student', 403],
    ['teacher', 403],
    ['otherTeacher', 403],
    ['admin', 200],
  ];
  const cases = endpoints.flatMap(([name, request]) =>
    expected.map(([who, status]) => [name, who, status, request] as const),
  );

  it.each(cases)('%s as %s → %i', async (name, who, status, request) => {
    const [method, path, body] = request(c);
    const answer = await call(t, method, path, { body, headers: await headersOf(who) });
    const okStatus = name === 'create teacher' ? 201 : 200;
    expect(answer.status).toBe(status === 200 ? okStatus : status);
    if (status === 403) expect(answer.body.message).toBe('관리자만 사용할 수 있습니다.');
  });
});

describe('admin: pending and users lists', () => {
  it('lists every pending account with its class, oldest first', async () => {
    const { body } = await call<User[]>(t, 'GET', '/api/admin/users/pending', {
      headers: await asUser(t, c.admin),
    });
    expect(body.data.map((u) => u.id)).toEqual([c.guest.id, c.otherGuest.id]);
    expect(body.data[0]!.class).toEqual({
      id: c.ownClass.id,
      name: '1반',
      code: c.ownClass.code,
      endedAt: null,
    });
  });

  it('lists all users in the User shape, a teacher with no class', async () => {
    const { body } = await call<User[]>(t, 'GET', '/api/admin/users', {
      headers: await asUser(t, c.admin),
    });
    expect(body.data).toHaveLength(6);
    body.data.forEach((user) => zUser.parse(user));
    expect(body.data.find((u) => u.id === c.teacher.id)!.class).toBeNull();
    expect(JSON.stringify(body.data)).not.toContain('passwordHash');
  });
});

describe('admin: approve and reject', () => {
  const approve = async (id: number | string, body: unknown) =>
    call<User>(t, 'PUT', `/api/admin/users/${id}/approve`, {
      body,
      headers: await asUser(t, c.admin),
    });

  it('approves a guest as student with the class starting cash, recorded in the ledger', async () => {
    const klass = insertClass(t.db, { initialCash: 5_000_000 });
    const guest = await insertLoginUser(t, { role: 'GUEST', classId: klass.id });
    expect((await login(guest.email, guest.password)).status).toBe(403);

    const { status, body } = await approve(guest.id, { role: 'STUDENT' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: guest.id, role: 'STUDENT', class: { id: klass.id } });
    expect(t.db.select().from(users).where(eq(users.id, guest.id)).get()!.cash).toBe(5_000_000);
    expect(t.db.select().from(cashLedger).where(eq(cashLedger.userId, guest.id)).all()).toEqual([
      expect.objectContaining({ kind: 'INITIAL', amount: 5_000_000, balanceAfter: 5_000_000 }),
    ]);
    expect((await login(guest.email, guest.password)).status).toBe(200);
  });

  it('approves a guest as teacher, outside any class and without cash', async () => {
    const { body } = await approve(c.guest.id, { role: 'TEACHER' });
    expect(body.data).toMatchObject({ role: 'TEACHER', class: null });
    expect(t.db.select().from(users).where(eq(users.id, c.guest.id)).get()!.cash).toBe(0);
    expect(t.db.select().from(cashLedger).all()).toHaveLength(0);
  });

  it.each([
    [{ role: 'ADMIN' }, '학생 또는 교사로만 승인할 수 있습니다.'],
    [{ role: 'GUEST' }, '학생 또는 교사로만 승인할 수 있습니다.'],
    [{}, '학생 또는 교사로만 승인할 수 있습니다.'],
    [{ role: 'STUDENT', cash: 1 }, '허용되지 않는 항목이 포함되어 있습니다.'],
  ])('refuses the approval body %o with 400', async (body, message) => {
    const answer = await approve(c.guest.id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('answers 409 for an account that is not pending and 404 for an unknown one', async () => {
    expect((await approve(c.student.id, { role: 'TEACHER' })).body.code).toBe('USER_NOT_PENDING');
    expect((await approve(c.student.id, { role: 'TEACHER' })).status).toBe(409);
    expect((await approve(99_999, { role: 'STUDENT' })).status).toBe(404);
    expect((await approve('abc', { role: 'STUDENT' })).status).toBe(400);
    expect((await approve('-1', { role: 'STUDENT' })).status).toBe(400);
  });

  it('rejecting deletes the pending account; an approved one is not deleted', async () => {
    const headers = await asUser(t, c.admin);
    const rejected = await call(t, 'DELETE', `/api/admin/users/${c.guest.id}/reject`, { headers });
    expect(rejected.status).toBe(200);
    expect(t.db.select().from(users).where(eq(users.id, c.guest.id)).get()).toBeUndefined();
    const refused = await call(t, 'DELETE', `/api/admin/users/${c.student.id}/reject`, { headers });
    expect(refused.status).toBe(409);
    expect(t.db.select().from(users).where(eq(users.id, c.student.id)).get()).toBeDefined();
  });
});

describe('admin: reset password and toggle status', () => {
  it('resets a password: the new one works, the old one and old sessions do not', async () => {
    const student = await insertLoginUser(t, { password: 'oldpass1' });
    const session = (await login(student.email, 'oldpass1')).body.data;
    t.clock.advance(1);
    const answer = await call(t, 'PUT', `/api/admin/users/${student.id}/reset-password`, {
      body: { newPassword: 'newpass1' },
      headers: await asUser(t, c.admin),
    });
    expect(answer.status).toBe(200);
    expect((await login(student.email, 'oldpass1')).status).toBe(401);
    expect((await login(student.email, 'newpass1')).status).toBe(200);
    const meAnswer = await call(t, 'GET', '/api/auth/me', {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    expect(meAnswer.status).toBe(401);
    const refreshed = await call(t, 'POST', '/api/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(401);
  });

  it('refuses a new password under 6 characters with the catalogue’s message', async () => {
    const answer = await call(t, 'PUT', `/api/admin/users/${c.student.id}/reset-password`, {
      body: { newPassword: '12345' },
      headers: await asUser(t, c.admin),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('비밀번호는 최소 6자 이상이어야 합니다');
  });

  it('refuses a new password without a digit: one password rule everywhere', async () => {
    const answer = await call(t, 'PUT', `/api/admin/users/${c.student.id}/reset-password`, {
      body: { newPassword: 'abcdefgh' },
      headers: await asUser(t, c.admin),
    });
    expect([answer.status, answer.body.message]).toEqual([
      400,
      '비밀번호는 숫자를 포함해야 합니다',
    ]);
  });

  it('toggles a user inactive and back; an inactive user cannot sign in', async () => {
    const student = await insertLoginUser(t);
    const headers = await asUser(t, c.admin);
    const path = `/api/admin/users/${student.id}/toggle-status`;
    expect((await call<User>(t, 'PUT', path, { headers })).body.data.isActive).toBe(false);
    expect((await login(student.email, student.password)).body.code).toBe('ACCOUNT_INACTIVE');
    expect((await call<User>(t, 'PUT', path, { headers })).body.data.isActive).toBe(true);
    expect((await login(student.email, student.password)).status).toBe(200);
  });

  it('does not touch admin accounts', async () => {
    const other = insertUser(t.db, { role: 'ADMIN' });
    const headers = await asUser(t, c.admin);
    for (const path of [
      `/api/admin/users/${other.id}/toggle-status`,
      `/api/admin/users/${c.admin.id}/toggle-status`,
    ]) {
      const answer = await call(t, 'PUT', path, { headers });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('관리자 계정은 변경할 수 없습니다.');
    }
    const reset = await call(t, 'PUT', `/api/admin/users/${other.id}/reset-password`, {
      body: { newPassword: 'newpass1' },
      headers,
    });
    expect(reset.status).toBe(403);
  });
});

describe('admin: create teacher', () => {
  const create = async (body: Record<string, unknown>) =>
    call<User>(t, 'POST', '/api/admin/users/create-teacher', {
      body,
      headers: await asUser(t, c.admin),
    });
  const valid = { email: 'Teacher@School.kr', name: '이교사', password: 'teach123' };

  it('creates an active teacher who can sign in at once', async () => {
    const { status, body } = await create(valid);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      email: 'teacher@school.kr',
      role: 'TEACHER',
      isActive: true,
    });
    const signedIn = await login('teacher@school.kr', 'teach123');
    expect(signedIn.body.data.user.role).toBe('TEACHER');
  });

  it.each([
    [{ email: '' }, '모든 필드를 입력해주세요'],
    [{ name: '  ' }, '모든 필드를 입력해주세요'],
    [{ password: '' }, '모든 필드를 입력해주세요'],
    [{ password: 'ab1' }, '비밀번호는 최소 6자 이상이어야 합니다'],
    [{ password: 'abcdefg' }, '비밀번호는 숫자를 포함해야 합니다'],
    [{ email: 'teacher' }, '올바른 이메일 형식이 아닙니다'],
    [{ role: 'ADMIN' }, '허용되지 않는 항목이 포함되어 있습니다.'],
    [
      { email: '2026-10120@stockclass.local' },
      '@stockclass.local 주소는 명렬표로 만드는 학생 로그인 ID 전용입니다. 교사의 다른 이메일 주소를 입력해주세요',
    ],
    [
      { name: '이\u202E사교' },
      '이름에 줄바꿈, 제어 문자, 글자 방향을 바꾸는 문자나 보이지 않는 문자는 쓸 수 없습니다',
    ],
  ])('refuses %o with 400 and the catalogue’s message', async (change, message) => {
    const { status, body } = await create({ ...valid, ...change });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('refuses a taken email with 409 and the server message', async () => {
    await create(valid);
    const { status, body } = await create({ ...valid, name: '동명이인' });
    expect(status).toBe(409);
    expect(body.message).toBe('이미 사용 중인 이메일입니다.');
  });
});
