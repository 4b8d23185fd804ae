import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cashLedger, users } from '../../src/server/db/schema';
import { insertUser } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { CLASS_CODE_ALPHABET, type ClassSummary } from '../../src/shared/schemas/classes';
import type { User } from '../../src/shared/schemas/user';
import { asUser, call, cast, type Cast } from './accounts.helpers';

let t: TestApp;
let c: Cast;
beforeEach(async () => {
  t = createTestApp({ now: '2026-03-20T01:00:00Z' });
  c = await cast(t);
});
afterEach(() => t.dispose());

type Who = 'anonymous' | 'guest' | 'student' | 'teacher' | 'otherTeacher' | 'admin';
const headersOf = async (who: Who) => (who === 'anonymous' ? {} : asUser(t, c[who]));
const ids = (list: Array<{ id: number }>) => list.map((item) => item.id);

describe('teacher endpoints: role × endpoint matrix', () => {
  it.each<[Who, number, (c: Cast) => number[]]>([
    ['anonymous', 401, () => []],
    ['guest', 403, () => []],
    ['student', 403, () => []],
    ['teacher', 200, (c) => [c.ownClass.id]],
    ['otherTeacher', 200, (c) => [c.otherClass.id]],
    ['admin', 200, (c) => [c.otherClass.id, c.ownClass.id]],
  ])(
    'GET /teacher/classes as %s → %i, seeing only the classes they may',
    async (who, status, visible) => {
      const { status: got, body } = await call<ClassSummary[]>(t, 'GET', '/api/teacher/classes', {
        headers: await headersOf(who),
      });
      expect(got).toBe(status);
      if (status === 200) expect(ids(body.data)).toEqual(visible(c));
      if (status === 403) expect(body.message).toBe('교사 또는 관리자만 사용할 수 있습니다.');
    },
  );

  it.each<[Who, number]>([
    ['anonymous', 401],
    ['guest', 403],
    ['student', 403],
    ['teacher', 201],
    ['otherTeacher', 201],
    ['admin', 201],
  ])('POST /teacher/classes as %s → %i', async (who, status) => {
    const answer = await call(t, 'POST', '/api/teacher/classes', {
      body: { name: '새 반', startDate: '2026-03-02' },
      headers: await headersOf(who),
    });
    expect(answer.status).toBe(status);
  });

  it.each<[Who, number, (c: Cast) => number[]]>([
    ['anonymous', 401, () => []],
    ['guest', 403, () => []],
    ['student', 403, () => []],
    ['teacher', 200, (c) => [c.guest.id]],
    ['otherTeacher', 200, (c) => [c.otherGuest.id]],
    ['admin', 200, (c) => [c.guest.id, c.otherGuest.id]],
  ])('GET /teacher/pending as %s → %i, own classes only', async (who, status, visible) => {
    const { status: got, body } = await call<User[]>(t, 'GET', '/api/teacher/pending', {
      headers: await headersOf(who),
    });
    expect(got).toBe(status);
    if (status === 200) expect(ids(body.data)).toEqual(visible(c));
  });

  it.each<[Who, number]>([
    ['anonymous', 401],
    ['guest', 403],
    ['student', 403],
    ['teacher', 200],
    ['otherTeacher', 403],
    ['admin', 200],
  ])(
    'PUT /teacher/pending/{id}/approve of the first class’s guest as %s → %i',
    async (who, status) => {
      const answer = await call<User>(t, 'PUT', `/api/teacher/pending/${c.guest.id}/approve`, {
        headers: await headersOf(who),
      });
      expect(answer.status).toBe(status);
      const role = t.db.select().from(users).where(eq(users.id, c.guest.id)).get()!.role;
      expect(role).toBe(status === 200 ? 'STUDENT' : 'GUEST');
      if (who === 'otherTeacher')
        expect(answer.body.message).toBe('담당 클래스의 가입 요청만 처리할 수 있습니다.');
    },
  );

  it.each<[Who, number]>([
    ['anonymous', 401],
    ['guest', 403],
    ['student', 403],
    ['teacher', 200],
    ['otherTeacher', 403],
    ['admin', 200],
  ])(
    'DELETE /teacher/pending/{id}/reject of the first class’s guest as %s → %i',
    async (who, status) => {
      const answer = await call(t, 'DELETE', `/api/teacher/pending/${c.guest.id}/reject`, {
        headers: await headersOf(who),
      });
      expect(answer.status).toBe(status);
      const row = t.db.select().from(users).where(eq(users.id, c.guest.id)).get();
      expect(row === undefined).toBe(status === 200);
    },
  );
});

describe('teacher classes', () => {
  const create = async (body: Record<string, unknown>, who: Who = 'teacher') =>
    call<ClassSummary>(t, 'POST', '/api/teacher/classes', { body, headers: await headersOf(who) });

  it('creates a class with a readable 6-character code and lists it with its counts', async () => {
    const { status, body } = await create({
      name: ' 경제수학 2반 ',
      startDate: '2026-03-02',
      endDate: '2026-07-17',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: '경제수학 2반',
      isActive: true,
      startDate: '2026-03-02',
      endDate: '2026-07-17',
      _count: { students: 0, pending: 0 },
    });
    expect(body.data.code).toMatch(new RegExp(`^[${CLASS_CODE_ALPHABET}]{6}$`));
    expect(body.data.code).not.toMatch(/[0O1IL]/);

    const list = await call<ClassSummary[]>(t, 'GET', '/api/teacher/classes', {
      headers: await headersOf('teacher'),
    });
    expect(list.body.data.map((k) => k.name)).toEqual(['경제수학 2반', '1반']);
    expect(list.body.data[1]!._count).toEqual({ students: 1, pending: 1 });
  });

  it('gives every class its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++)
      codes.add((await create({ name: `반 ${i}`, startDate: '2026-03-02' })).body.data.code);
    expect(codes.size).toBe(20);
  });

  it('a student can register with the new code, and the class counts them as pending', async () => {
    const klass = (await create({ name: '3반', startDate: '2026-03-02' })).body.data;
    const registered = await call<User>(t, 'POST', '/api/auth/register', {
      body: {
        email: 'new@school.kr',
        name: '신입생',
        password: 'abc123',
        classCode: klass.code.toLowerCase(),
      },
    });
    expect(registered.body.data.class).toEqual({
      id: klass.id,
      name: '3반',
      code: klass.code,
      endedAt: null,
    });
    const pending = await call<User[]>(t, 'GET', '/api/teacher/pending', {
      headers: await headersOf('teacher'),
    });
    expect(ids(pending.body.data).sort()).toEqual([c.guest.id, registered.body.data.id].sort());
  });

  it('shows a class whose end date has passed as ended', async () => {
    const { body } = await create({
      name: '지난 학기',
      startDate: '2025-09-01',
      endDate: '2026-02-13',
    });
    expect(body.data.isActive).toBe(false);
  });

  it.each([
    [{ name: '' }, '클래스 이름을 입력해주세요'],
    [{ name: '   ' }, '클래스 이름을 입력해주세요'],
    [{ startDate: '2026-02-30' }, '올바른 날짜를 입력해주세요'],
    [{ startDate: 'tomorrow' }, '올바른 날짜를 입력해주세요'],
    [{ endDate: '2026-03-01' }, '종료일은 시작일보다 빠를 수 없습니다'],
    [{ code: 'MYCODE' }, '허용되지 않는 항목이 포함되어 있습니다.'],
    [{ teacherId: 1 }, '허용되지 않는 항목이 포함되어 있습니다.'],
  ])('refuses %o with 400 and a Korean message', async (change, message) => {
    const { status, body } = await create({ name: '반', startDate: '2026-03-02', ...change });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('the class teacher approves a pending student with the starting cash in the ledger', async () => {
    const answer = await call<User>(t, 'PUT', `/api/teacher/pending/${c.guest.id}/approve`, {
      headers: await headersOf('teacher'),
    });
    expect(answer.body.data.role).toBe('STUDENT');
    expect(t.db.select().from(users).where(eq(users.id, c.guest.id)).get()!.cash).toBe(10_000_000);
    const ledger = t.db.select().from(cashLedger).where(eq(cashLedger.userId, c.guest.id)).all();
    expect(ledger).toEqual([expect.objectContaining({ kind: 'INITIAL', amount: 10_000_000 })]);
  });

  it('a teacher cannot approve or reject an account that is not pending', async () => {
    const approved = await call(t, 'PUT', `/api/teacher/pending/${c.student.id}/approve`, {
      headers: await headersOf('teacher'),
    });
    expect(approved.status).toBe(409);
    const unknown = await call(t, 'DELETE', '/api/teacher/pending/99999/reject', {
      headers: await headersOf('teacher'),
    });
    expect(unknown.status).toBe(404);
  });

  it('a guest without a class is out of every teacher’s reach', async () => {
    const orphan = insertUser(t.db, { role: 'GUEST', classId: null });
    const answer = await call(t, 'PUT', `/api/teacher/pending/${orphan.id}/approve`, {
      headers: await headersOf('teacher'),
    });
    expect(answer.status).toBe(403);
  });
});
