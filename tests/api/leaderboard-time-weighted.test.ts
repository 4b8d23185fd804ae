import { afterEach, beforeEach, expect, it } from 'vitest';
import { snapshotsRepo } from '../../src/server/db/repos/snapshots.repo';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStudent } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zProjectorState } from '../../src/shared/schemas/projector';
import { zLeaderboardEntry } from '../../src/shared/schemas/trading';

// ADR 0028: a teacher's deposit is not a gain. 나래 earns +10 % by the 03-13 close, then
// the teacher adds 10,000,000 won; 가람 earns +7 % with no deposit. On net deposits 나래 showed
// only (21,000,000 − 20,000,000) ÷ 20,000,000 = +5 %; invested, she made 11,000,000 ÷ 10,000,000
// × (21,000,000 − 10,000,000) ÷ 11,000,000 − 1 = +10 %, and the board ranks her first. Her
// 내 돈의 수익률 is Modified Dietz from the first deposit (docs/product/trading.md#returns): the deposit made now was
// invested for none of the period, w = 0, so (21,000,000 − 20,000,000) ÷ 10,000,000 = +10 % too.

let t: TestApp;
let auth: Record<string, string>;
let classId: number;

beforeEach(async () => {
  t = createTestApp(); // Friday 2026-03-20 10:00 KST
  const teacher = insertUser(t.db, { role: 'TEACHER' });
  auth = await authHeader(t.accessTokens, teacher);
  classId = insertClass(t.db, { name: '2학년 3반', teacherId: teacher.id }).id;
  const student = (name: string, closeValue: number) => {
    const user = insertStudent(t.db, { classId, at: new Date('2026-02-02T00:00:00Z') });
    // Cash only, so the value is the cash: the gain made by the 03-13 close, still held.
    t.db.$client
      .prepare('update users set name = ?, cash = ? where id = ?')
      .run(name, closeValue, user.id);
    snapshotsRepo.saveAll(t.db, [
      {
        userId: user.id,
        date: '2026-03-13',
        totalValue: closeValue,
        cash: closeValue,
        netDeposits: 10_000_000,
      },
    ]);
    return user.id;
  };
  student('가람', 10_700_000);
  const narae = student('나래', 11_000_000);
  const deposit = await t.app.request(`/api/teacher/students/${narae}/cash`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ newCash: 21_000_000 }),
  });
  expect(deposit.status).toBe(200);
});
afterEach(() => t.dispose());

const get = async (path: string) => {
  const response = await t.app.request(`/api${path}`, { headers: auth });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
};

it('ranks by the time-weighted return, so a deposit neither lifts nor sinks a student', async () => {
  const entries = zLeaderboardEntry.array().parse(await get('/leaderboard'));
  expect(
    entries.map((e) => [e.rank, e.userName, e.timeWeightedReturn, e.totalProfitLossPercent]),
  ).toEqual([
    [1, '나래', 10, 10],
    [2, '가람', 7, 7],
  ]);
});

it('puts the same order on the projector, with the time-weighted figure', async () => {
  const state = zProjectorState.parse(await get(`/projector/${classId}/state`));
  expect(state.leaderboard.map((l) => [l.rank, l.name, l.timeWeightedReturn])).toEqual([
    [1, '나래', 10],
    [2, '가람', 7],
  ]);
});
