import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaderboardSettingsRepo } from '../../src/server/db/repos/leaderboard-settings.repo';
import { snapshotsRepo } from '../../src/server/db/repos/snapshots.repo';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStudent } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zLeaderboardEntry } from '../../src/shared/schemas/trading';

let t: TestApp;
let auth: Record<string, string>;
let classId: number;
let climberUser: Parameters<typeof authHeader>[1];

// Friday 2026-03-20 10:00 KST. Three students who all hold only cash, so each one's value is
// set directly; the snapshots say where each stood at the start of the month and the week.
beforeEach(async () => {
  t = createTestApp();
  classId = insertClass(t.db, { name: '2학년 3반' }).id;
  const early = new Date('2026-02-02T00:00:00Z');
  const student = (name: string, cash: number) => {
    const user = insertStudent(t.db, { classId, cash: 10_000_000, at: early });
    t.db.$client
      .prepare('update users set name = ?, cash = ? where id = ?')
      .run(name, cash, user.id);
    return user;
  };
  const steady = student('김가온', 11_000_000).id; // +10 % all time, flat this month and week
  climberUser = student('이나래', 10_500_000); // +5 %: all of it this week
  const climber = climberUser.id;
  const dipper = student('박다솜', 10_500_000).id; // +5 %, but −4.5 % this week
  const snap = (userId: number, date: string, totalValue: number) => ({
    userId,
    date,
    totalValue,
    cash: totalValue,
    netDeposits: 10_000_000,
  });
  snapshotsRepo.saveAll(t.db, [
    snap(steady, '2026-02-27', 11_000_000),
    snap(steady, '2026-03-13', 11_000_000),
    snap(climber, '2026-02-27', 10_000_000),
    snap(climber, '2026-03-13', 10_000_000),
    snap(dipper, '2026-02-27', 9_000_000),
    snap(dipper, '2026-03-13', 11_000_000),
  ]);
  // Teachers and admins are not ranked; a teacher looks at the board.
  auth = await authHeader(t.accessTokens, insertUser(t.db, { role: 'TEACHER' }));
});
afterEach(() => t.dispose());

async function board(query = '') {
  const response = await t.app.request(`/api/leaderboard${query}`, { headers: auth });
  const body = (await response.json()) as { data: unknown };
  return { status: response.status, entries: zLeaderboardEntry.array().parse(body.data ?? []) };
}

const ranking = (entries: Awaited<ReturnType<typeof board>>['entries']) =>
  entries.map((e) => [e.rank, e.userName, e.totalProfitLossPercent]);

describe('GET /leaderboard', () => {
  it('ranks all time by return, ties sharing a rank (default all; no deposits, so both returns agree)', async () => {
    const { status, entries } = await board();
    expect(status).toBe(200);
    expect(ranking(entries)).toEqual([
      [1, '김가온', 10],
      [2, '박다솜', 5],
      [2, '이나래', 5],
    ]);
    expect(entries[0]).toMatchObject({
      className: '2학년 3반',
      totalValue: 11_000_000,
      totalProfitLoss: 1_000_000,
      holdingsCount: 0,
      transactionCount: 0,
    });
  });

  it.each([
    [
      'month',
      [
        [1, '박다솜', 16.6667],
        [2, '이나래', 5],
        [3, '김가온', 0],
      ],
    ],
    [
      'week',
      [
        [1, '이나래', 5],
        [2, '김가온', 0],
        [3, '박다솜', -4.5455],
      ],
    ],
  ])('ranks %s by that period’s return', async (timeRange, expected) => {
    expect(ranking((await board(`?timeRange=${timeRange}`)).entries)).toEqual(expected);
  });

  it('400 for an unknown period, 401 without a session', async () => {
    const response = await t.app.request('/api/leaderboard?timeRange=year', { headers: auth });
    expect(response.status).toBe(400);
    expect((await t.app.request('/api/leaderboard')).status).toBe(401);
  });
});

describe('GET /leaderboard as a student', () => {
  const asStudent = async () => {
    auth = await authHeader(t.accessTokens, climberUser);
  };
  const teacherSets = (settings: Record<string, unknown>) =>
    t.db.$client
      .prepare('update classes set leaderboard_names = ?, leaderboard_visible = ? where id = ?')
      .run(settings.names, settings.visible ? 1 : 0, classId);

  it('sends no classmate’s value, profit or return steps: they give away net deposits', async () => {
    await asStudent();
    const { status, entries } = await board();
    expect(status).toBe(200);
    const me = entries.find((e) => e.userName === '이나래')!;
    // (10,500,000 − 10,000,000) ÷ 10,000,000: the student's own row stays whole.
    expect(me).toMatchObject({ totalValue: 10_500_000, totalProfitLoss: 500_000 });
    expect(me.explanations?.return?.value).toBe(0.05);
    const others = entries.filter((e) => e.userName !== '이나래');
    expect(others.map((e) => [e.userName, e.totalProfitLossPercent])).toEqual([
      ['김가온', 10],
      ['박다솜', 5],
    ]);
    for (const other of others) {
      expect(other).toMatchObject({ totalValue: null, totalProfitLoss: null });
      expect(other.explanations?.return).toBeUndefined();
      expect(JSON.stringify(other)).not.toContain('10000000');
    }
  });

  it('masks classmates’ names, or shows only the student’s own place, as the teacher chose', async () => {
    await asStudent();
    teacherSets({ names: 'INITIALS', visible: true });
    expect((await board()).entries.map((e) => e.userName)).toEqual(['김○온', '박○솜', '이나래']);
    teacherSets({ names: 'SELF', visible: true });
    expect(ranking((await board()).entries)).toEqual([[2, '이나래', 5]]);
  });

  it('403 with the reason when the teacher keeps the board from students', async () => {
    await asStudent();
    teacherSets({ names: 'FULL', visible: false });
    const response = await t.app.request('/api/leaderboard', { headers: auth });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'LEADERBOARD_CLOSED',
      message: '선생님이 리더보드를 학생에게 공개하지 않았어요.',
    });
  });

  it('shows the student’s own class unless the admin opens one board for the school', async () => {
    const otherClass = insertClass(t.db, { name: '2학년 4반' }).id;
    insertStudent(t.db, { classId: otherClass, cash: 10_000_000 });
    expect((await board()).entries).toHaveLength(4); // the teacher sees the school
    await asStudent();
    expect((await board()).entries.map((e) => e.className)).toEqual(Array(3).fill('2학년 3반'));
    const admin = await authHeader(t.accessTokens, insertUser(t.db, { role: 'ADMIN' }));
    const put = await t.app.request('/api/admin/leaderboard', {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ schoolWide: true }),
    });
    expect(put.status).toBe(200);
    expect((await board()).entries).toHaveLength(4);
  });

  it('lets the class’s teacher choose, and no one else', async () => {
    const teacher = insertUser(t.db, { role: 'TEACHER' });
    t.db.$client.prepare('update classes set teacher_id = ? where id = ?').run(teacher.id, classId);
    const put = async (headers: Record<string, string>, body: unknown) =>
      t.app.request(`/api/teacher/classes/${classId}/leaderboard`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const own = await authHeader(t.accessTokens, teacher);
    const saved = await put(own, { visible: true, names: 'INITIALS' });
    expect(await saved.json()).toMatchObject({ data: { visible: true, names: 'INITIALS' } });
    expect((await put(own, { visible: true, names: 'ALL' })).status).toBe(400);
    expect((await put(auth, { visible: false, names: 'FULL' })).status).toBe(404);
  });
});

describe('the school-wide board as a student sees it', () => {
  // The admin opens one board; every other class keeps its own teacher's choice of names.
  const classWith = (name: string, student: string, names: string, visible: boolean) => {
    const id = insertClass(t.db, { name }).id;
    t.db.$client
      .prepare('update classes set leaderboard_names = ?, leaderboard_visible = ? where id = ?')
      .run(names, visible ? 1 : 0, id);
    const user = insertStudent(t.db, { classId: id, cash: 10_000_000 });
    t.db.$client.prepare('update users set name = ? where id = ?').run(student, user.id);
  };
  beforeEach(() => {
    classWith('2학년 4반', '최다인', 'INITIALS', true);
    classWith('2학년 5반', '정하늘', 'SELF', true);
    classWith('2학년 6반', '한보람', 'FULL', false);
    classWith('2학년 7반', '오세린', 'FULL', true);
    leaderboardSettingsRepo.saveSchoolWide(t.db, true);
  });
  const rows = async () => {
    auth = await authHeader(t.accessTokens, climberUser);
    return (await board()).entries;
  };
  const setOwnClass = (names: string) =>
    t.db.$client
      .prepare('update classes set leaderboard_names = ? where id = ?')
      .run(names, classId);

  it('names each student as their own class’s teacher chose, whatever the viewer’s class shows', async () => {
    const seen = await rows();
    expect(seen.map((e) => [e.className, e.userName]).sort()).toEqual([
      ['2학년 3반', '김가온'],
      ['2학년 3반', '박다솜'],
      ['2학년 3반', '이나래'],
      ['2학년 4반', '최○인'],
      ['2학년 7반', '오세린'],
    ]);
    const sent = JSON.stringify(seen);
    for (const hidden of ['최다인', '정하늘', '한보람', '2학년 5반', '2학년 6반'])
      expect(sent).not.toContain(hidden);
    for (const other of seen.filter((e) => e.userName !== '이나래'))
      expect(other).toMatchObject({ totalValue: null, totalProfitLoss: null });
  });

  it('keeps the school ranks, and shows only the student’s own place when their class shows SELF', async () => {
    setOwnClass('INITIALS');
    const masked = await rows();
    expect(masked.map((e) => e.userName)).toContain('오세린');
    expect(masked.map((e) => e.userName)).toContain('김○온');
    setOwnClass('SELF');
    expect((await rows()).map((e) => [e.rank, e.userName])).toEqual([[2, '이나래']]);
  });
});

describe('the school board after a change in one class', () => {
  it('shows a cash change, a student moving class and a class renamed on the next ask', async () => {
    const otherClass = insertClass(t.db, { name: '2학년 4반' }).id;
    const mover = insertStudent(t.db, { classId: otherClass, cash: 10_000_000 }).id;
    const rowOf = async (userId: number) =>
      (await board()).entries.find((entry) => entry.userId === userId)!;
    expect(await rowOf(mover)).toMatchObject({ className: '2학년 4반', totalValue: 10_000_000 });
    t.db.$client.prepare('update users set cash = ? where id = ?').run(12_000_000, mover);
    expect(await rowOf(mover)).toMatchObject({ rank: 1, totalValue: 12_000_000 });
    t.db.$client.prepare('update users set class_id = ? where id = ?').run(classId, mover);
    expect(await rowOf(mover)).toMatchObject({ className: '2학년 3반' });
    t.db.$client.prepare("update classes set name = '3학년 1반' where id = ?").run(classId);
    expect(new Set((await board()).entries.map((e) => e.className))).toEqual(
      new Set(['3학년 1반']),
    );
  });
});

describe('학번 on the board', () => {
  const setNumber = (name: string, number: string) =>
    t.db.$client.prepare('update users set number = ? where name = ?').run(number, name);

  it('shows the teacher each student’s 학번 and never sends it to a student', async () => {
    setNumber('김가온', '20301');
    setNumber('이나래', '20302');
    const staff = await board();
    expect(Object.fromEntries(staff.entries.map((e) => [e.userName, e.userNumber]))).toEqual({
      김가온: '20301',
      이나래: '20302',
      박다솜: null,
    });
    auth = await authHeader(t.accessTokens, climberUser);
    t.db.$client
      .prepare("update classes set leaderboard_names = 'INITIALS' where id = ?")
      .run(classId);
    const { entries } = await board();
    expect(entries).toHaveLength(3);
    for (const entry of entries) expect(entry).not.toHaveProperty('userNumber');
  });
});
