import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classes, users } from '../../src/server/db/schema';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import {
  insertStudent,
  ledgerBalance,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { testPasswords } from '../../src/server/testing/test-app';
import type { LoginResponse } from '../../src/shared/schemas/auth';
import type { Assignment } from '../../src/shared/schemas/assignments';
import type { ClassSummary } from '../../src/shared/schemas/classes';
import type { ClassRules } from '../../src/shared/schemas/class-rules';
import type { LeaderboardSettings } from '../../src/shared/schemas/leaderboard';
import type { Rubric, StudentReport } from '../../src/shared/schemas/reviews';
import type { MovedStudents } from '../../src/shared/schemas/semester';
import type { ClassDetail, StudentActivity } from '../../src/shared/schemas/teacher';
import type { Portfolio } from '../../src/shared/schemas/trading';
import type { User } from '../../src/shared/schemas/user';
import { orderScene, type OrderScene } from './orders.helpers';

let s: OrderScene;
beforeEach(async () => {
  s = await orderScene();
});
afterEach(() => s.t.dispose());

const PASSWORD = 'semester2026';
const trade = { symbol: '005930', quantity: 2, reason: '반도체 업황이 좋아질 것으로 봅니다' };
const rubric = {
  criteria: [
    {
      name: '근거',
      description: '',
      levels: [
        { label: '부족', points: 1 },
        { label: '충분', points: 2 },
      ],
    },
    {
      name: '회고',
      description: '',
      levels: [
        { label: '부족', points: 1 },
        { label: '충분', points: 2 },
      ],
    },
  ],
};
const teacherCall = <T>(method: string, path: string, body?: unknown) =>
  s.request<T>(method, path, body, s.headers.teacher);
const successor = (body: unknown, classId = s.klass.id, as = s.headers.teacher) =>
  s.request<ClassSummary>('POST', `/teacher/classes/${classId}/successor`, body, as);
const move = (body: unknown, classId = s.klass.id, as = s.headers.teacher) =>
  s.request<MovedStudents>('POST', `/teacher/classes/${classId}/students/move`, body, as);
const end = (classId = s.klass.id) =>
  s.request('POST', `/teacher/classes/${classId}/end`, undefined, s.headers.teacher);
const login = (email: string) =>
  s.request<LoginResponse>('POST', '/auth/login', { email, password: PASSWORD }, {});

/** The first semester: its own rules, 회고, masked board and rubric; the student bought 2 shares. */
async function firstSemester() {
  s.t.db
    .update(classes)
    .set({
      initialCash: 5_000_000,
      maxOrdersPerDay: 7,
      markets: 'KOSPI',
      timetable: JSON.stringify([{ weekday: 5, label: '3교시', start: '10:40', end: '11:30' }]),
      reflectionRequired: true,
      leaderboardNames: 'INITIALS',
    })
    .where(eq(classes.id, s.klass.id))
    .run();
  const passwordHash = await testPasswords.hash(PASSWORD);
  s.t.db
    .update(users)
    .set({ passwordHash, number: '10301' })
    .where(eq(users.id, s.student.id))
    .run();
  expect((await teacherCall('PUT', `/teacher/classes/${s.klass.id}/rubric`, rubric)).status).toBe(
    200,
  );
  const task = {
    title: '매도 회고 쓰기',
    dueAt: '2026-03-20T23:59:00+09:00',
    standard: '12경수04-04',
    task: { kind: 'reflection', count: 1 },
  };
  expect(
    (await teacherCall('POST', `/teacher/classes/${s.klass.id}/assignments`, task)).status,
  ).toBe(201);
  expect((await s.request('POST', '/trading/buy', trade)).status).toBe(200);
  expect((await end()).status).toBe(200);
}

describe('the next semester’s class (successor)', () => {
  it('copies the rules, timetable, rubric and settings, and the moved student starts afresh', async () => {
    await firstSemester();
    const created = await successor({
      name: '2학기 경제수학',
      startDate: '2026-08-17',
      studentIds: [s.student.id],
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      name: '2학기 경제수학',
      startDate: '2026-08-17',
      isActive: true,
      endedAt: null,
      _count: { students: 1 },
    });
    expect(created.data.code).not.toBe(s.klass.code);
    const next = created.data.id;

    const rules = await teacherCall<ClassRules>('GET', `/teacher/classes/${next}/rules`);
    expect(rules.data).toMatchObject({
      initialCash: 5_000_000,
      maxOrdersPerDay: 7,
      markets: ['KOSPI'],
      timetable: [{ weekday: 5, label: '3교시', start: '10:40', end: '11:30' }],
    });
    const copied = await teacherCall<Rubric>('GET', `/teacher/classes/${next}/rubric`);
    expect(copied.data.criteria.map((c) => c.name)).toEqual(['근거', '회고']);
    expect(copied.data.reflectionRequired).toBe(true);
    const board = await teacherCall<LeaderboardSettings>(
      'GET',
      `/teacher/classes/${next}/leaderboard`,
    );
    expect(board.data).toMatchObject({ names: 'INITIALS' });
    // The 과제 carries over, due as long after the new first day as it was after the old one.
    const tasks = await teacherCall<Assignment[]>('GET', `/teacher/classes/${next}/assignments`);
    const dayShift = Date.parse('2026-08-17') - Date.parse(s.klass.startDate);
    expect(tasks.data).toMatchObject([
      {
        title: '매도 회고 쓰기',
        standard: '12경수04-04',
        dueAt: new Date(Date.parse('2026-03-20T23:59:00+09:00') + dayShift).toISOString(),
      },
    ]);

    // Same login and password; the account is in the new class with fresh money and no trades.
    const signedIn = await login(s.student.email);
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.user.class).toMatchObject({ id: next, endedAt: null });
    const student = { Authorization: `Bearer ${signedIn.data.accessToken}` };
    const portfolio = await s.request<Portfolio>('GET', '/portfolio', undefined, student);
    expect(portfolio.data).toMatchObject({ cash: 5_000_000, totalValue: 5_000_000, holdings: [] });
    expect(
      (await s.request<unknown[]>('GET', '/trading/history', undefined, student)).data,
    ).toEqual([]);
    expect((await s.request('POST', '/trading/buy', trade, student)).status).toBe(200);
    expect(ledgerBalance(s.t.db, signedIn.data.user.id)).toEqual({
      ledger: 4_859_979,
      cash: 4_859_979,
    });
  });

  it('leaves the old class its record of the moved student, and ends the old sign-in', async () => {
    await firstSemester();
    s.t.clock.advance(1_000);
    await successor({ name: '2학기', startDate: '2026-08-17', studentIds: [s.student.id] });
    const old = await teacherCall<ClassDetail>('GET', `/teacher/classes/${s.klass.id}`);
    expect(old.data.students).toMatchObject([
      { id: s.student.id, number: '10301', holdingsCount: 1 },
    ]);
    const activity = await teacherCall<StudentActivity>(
      'GET',
      `/teacher/students/${s.student.id}/activity`,
    );
    expect(activity.data.transactions.map((t) => t.reason)).toEqual([trade.reason]);
    expect(activity.data.student.className).toBe(s.klass.name);
    expect((await s.request('GET', '/portfolio')).status).toBe(401);
    // The admin's list is of accounts: the record left behind is not one (no moved-N address).
    const admin = await authHeader(s.t.accessTokens, insertUser(s.t.db, { role: 'ADMIN' }));
    const listed = await s.request<User[]>('GET', '/admin/users', undefined, admin);
    expect(listed.data.filter((u) => u.email.endsWith('@stockclass.invalid'))).toEqual([]);
    expect(listed.data.filter((u) => u.role === 'STUDENT').map((u) => u.class?.name)).toEqual([
      '2학기',
    ]);
  });

  it('answers Korean messages for a missing name, a wrong date, or students of another class', async () => {
    await end();
    expect(await successor({ name: ' ', startDate: '2026-08-17', studentIds: [] })).toMatchObject({
      status: 400,
      message: '클래스 이름을 입력해주세요',
    });
    expect(await successor({ name: '2학기', startDate: '8월 17일', studentIds: [] })).toMatchObject(
      {
        status: 400,
        message: '올바른 날짜를 입력해주세요',
      },
    );
    const elsewhere = insertStudent(s.t.db, {
      classId: insertClass(s.t.db, { teacherId: s.teacher.id }).id,
    });
    expect(
      await successor({ name: '2학기', startDate: '2026-08-17', studentIds: [elsewhere.id] }),
    ).toMatchObject({
      status: 422,
      message: '이 클래스의 학생만 옮길 수 있습니다.',
    });
    // Nothing was created by the refused requests.
    expect((await teacherCall<ClassSummary[]>('GET', '/teacher/classes')).data).toHaveLength(2);
  });

  it('moves students only out of an ended class', async () => {
    expect(
      await successor({ name: '2학기', startDate: '2026-08-17', studentIds: [s.student.id] }),
    ).toMatchObject({
      status: 409,
      message: '종료된 클래스의 학생만 옮길 수 있습니다. 먼저 클래스를 종료해주세요.',
    });
    expect(
      (await successor({ name: '2학기', startDate: '2026-08-17', studentIds: [] })).status,
    ).toBe(201);
  });
});

describe('an ended class’s figures', () => {
  it('stay at the 종료 prices: the record does not follow today’s quotes', async () => {
    expect((await s.request('POST', '/trading/buy', trade)).status).toBe(200);
    const before = await s.request<Portfolio>('GET', '/portfolio');
    expect(before.data.holdings).toMatchObject([
      { symbol: '005930', quantity: 2, currentPrice: 70_000 },
    ]);
    await end();
    // Minutes later the market moves on: 70,000 → 80,000 would add 2 × 10,000 = 20,000.
    s.t.deps.prices.apply([quote('005930', 80_000)]);
    const after = await s.request<Portfolio>('GET', '/portfolio');
    expect(after.data.holdings).toMatchObject([
      { symbol: '005930', quantity: 2, currentPrice: 70_000 },
    ]);
    expect(after.data.totalValue).toBe(before.data.totalValue);
    const report = await teacherCall<StudentReport>(
      'GET',
      `/teacher/students/${s.student.id}/report`,
    );
    expect(report.data.figures.find((f) => f.key === 'totalValue')?.value).toBe(
      before.data.totalValue,
    );
  });
});

describe('moving students of an ended class', () => {
  it('puts them into another class of the teacher with that class’s starting money', async () => {
    const target = insertClass(s.t.db, { teacherId: s.teacher.id, initialCash: 3_000_000 });
    await end();
    const moved = await move({ studentIds: [s.student.id], targetClassId: target.id });
    expect(moved.status).toBe(200);
    const [account] = moved.data.moved;
    expect(account).toMatchObject({ recordId: s.student.id, name: s.student.name });
    expect(ledgerBalance(s.t.db, account!.studentId)).toEqual({
      ledger: 3_000_000,
      cash: 3_000_000,
    });
    const detail = await teacherCall<ClassDetail>('GET', `/teacher/classes/${target.id}`);
    expect(detail.data.students.map((row) => row.id)).toEqual([account!.studentId]);
    // Moving the record again is refused: the student is no longer in the old class.
    expect((await move({ studentIds: [s.student.id], targetClassId: target.id })).status).toBe(422);
  });

  it('refuses a running source, an ended target and a 학번 the target already has', async () => {
    const target = insertClass(s.t.db, { teacherId: s.teacher.id });
    expect((await move({ studentIds: [s.student.id], targetClassId: target.id })).status).toBe(409);
    await end();
    s.t.db.update(users).set({ number: '10301' }).where(eq(users.id, s.student.id)).run();
    insertUser(s.t.db, { classId: target.id, number: '10301' });
    expect(await move({ studentIds: [s.student.id], targetClassId: target.id })).toMatchObject({
      status: 409,
      message: '옮길 클래스에 학번 10301 학생이 이미 있습니다.',
    });
    await end(target.id);
    expect(await move({ studentIds: [s.student.id], targetClassId: target.id })).toMatchObject({
      status: 409,
      message: '종료된 클래스로는 학생을 옮길 수 없습니다.',
    });
  });
});

describe('another teacher', () => {
  it('can neither end, succeed nor move a class, nor move students of another class', async () => {
    const stranger = insertUser(s.t.db, { role: 'TEACHER' });
    const theirs = await authHeader(s.t.accessTokens, stranger);
    const theirClass = insertClass(s.t.db, { teacherId: stranger.id });
    const theirStudent = insertStudent(s.t.db, { classId: theirClass.id });
    setWatchlist(s.t.db, theirStudent.id, [s.stocks.get('005930')!.id]);
    const body = { name: '2학기', startDate: '2026-08-17', studentIds: [s.student.id] };
    expect(
      (await s.request('POST', `/teacher/classes/${s.klass.id}/end`, undefined, theirs)).status,
    ).toBe(404);
    await end();
    expect((await successor(body, s.klass.id, theirs)).status).toBe(404);
    expect(
      (await move({ studentIds: [s.student.id], targetClassId: theirClass.id }, s.klass.id, theirs))
        .status,
    ).toBe(404);
    // Our teacher: their class is no target, their student is not ours to move.
    expect((await move({ studentIds: [s.student.id], targetClassId: theirClass.id })).status).toBe(
      404,
    );
    const ours = insertClass(s.t.db, { teacherId: s.teacher.id });
    expect(await move({ studentIds: [theirStudent.id], targetClassId: ours.id })).toMatchObject({
      status: 422,
      code: 'NOT_IN_CLASS',
    });
    const unmoved = await s.request(
      'GET',
      '/portfolio',
      undefined,
      await authHeader(s.t.accessTokens, theirStudent),
    );
    expect(unmoved.status).toBe(200);
  });
});
