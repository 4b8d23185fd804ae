import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotsRepo } from '../../src/server/db/repos/snapshots.repo';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStudent } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zLeaderboardEntry } from '../../src/shared/schemas/trading';

let t: TestApp;
let auth: Record<string, string>;

// Friday 2026-03-20 10:00 KST. Three students who all hold only cash, so each one's value is
// set directly; the snapshots say where each stood at the start of the month and the week.
beforeEach(async () => {
  t = createTestApp();
  const classId = insertClass(t.db, { name: '2학년 3반' }).id;
  const early = new Date('2026-02-02T00:00:00Z');
  const student = (name: string, cash: number) => {
    const user = insertStudent(t.db, { classId, cash: 10_000_000, at: early });
    t.db.$client
      .prepare('update users set name = ?, cash = ? where id = ?')
      .run(name, cash, user.id);
    return user.id;
  };
  const steady = student('김가온', 11_000_000); // +10 % all time, flat this month and week
  const climber = student('이나래', 10_500_000); // +5 %: all of it this week
  const dipper = student('박다솜', 10_500_000); // +5 %, but −4.5 % this week
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
  it('ranks all time by return on deposits, ties sharing a rank (default all)', async () => {
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
