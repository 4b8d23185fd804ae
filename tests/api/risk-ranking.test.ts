import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsRepo } from '../../src/server/db/repos/accounts.repo';
import { snapshotsRepo } from '../../src/server/db/repos/snapshots.repo';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStudent } from '../../src/server/testing/money-fixtures';
import { businessDays } from '../../src/server/testing/test-catalogue';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zLeaderboardEntry } from '../../src/shared/schemas/trading';

let t: TestApp;
let auth: Record<string, string>;

// 20 closes before today: 20 daily returns, enough to annualise a Sharpe ratio.
const days = businessDays('2026-02-01', '2026-03-19').slice(-20);

/** A student whose closes were `closes` and whose cash (all they hold) is `now` today. */
function student(classId: number, closes: number[], now: number) {
  const user = insertStudent(t.db, { classId, at: new Date('2026-01-30T00:00:00Z') });
  t.db.transaction((tx) => accountsRepo.setCash(tx, user.id, now));
  snapshotsRepo.saveAll(
    t.db,
    closes.map((totalValue, i) => ({
      userId: user.id,
      date: days[i]!,
      totalValue,
      cash: totalValue,
      netDeposits: 10_000_000,
    })),
  );
  return user;
}

beforeEach(async () => {
  t = createTestApp();
  const teacher = insertUser(t.db, { role: 'TEACHER' });
  const classId = insertClass(t.db, { teacherId: teacher.id }).id;
  // Steady: +20,000 won a day, 4 % in all.
  const steadyCloses = days.map((_, i) => 10_000_000 + 20_000 * i);
  const steady = student(classId, steadyCloses, 10_400_000);
  // Bumpy: 6 % in all, by swings of about ±8 %.
  const bumpyCloses = days.map((_, i) => 10_000_000 + 30_000 * i + (i % 2) * 800_000);
  student(classId, bumpyCloses, 10_600_000);
  auth = await authHeader(t.accessTokens, steady);
});
afterEach(() => t.dispose());

async function board(query: string) {
  const response = await t.app.request(`/api/leaderboard?${query}`, { headers: auth });
  const body = (await response.json()) as { data: unknown[] };
  return { status: response.status, entries: body.data?.map((e) => zLeaderboardEntry.parse(e)) };
}

describe('GET /leaderboard?rankBy=', () => {
  it('ranks the bumpy 6 % first by return and the steady 4 % first by Sharpe ratio', async () => {
    const byReturn = await board('timeRange=all');
    expect(byReturn.entries!.map((e) => e.totalProfitLossPercent)).toEqual([6, 4]);
    const bySharpe = await board('timeRange=all&rankBy=sharpe');
    expect(bySharpe.entries!.map((e) => [e.rank, e.totalProfitLossPercent])).toEqual([
      [1, 4],
      [2, 6],
    ]);
    for (const entry of bySharpe.entries!) {
      const { sharpe, alpha } = entry.explanations!;
      expect(sharpe.value).toBeGreaterThan(0);
      expect(sharpe.steps.at(-1)!.value).toBe(sharpe.value);
      expect(alpha.steps.at(-1)!.value).toBe(alpha.value);
    }
  });

  it('explains the plain return: (value − deposits) ÷ deposits', async () => {
    const { entries } = await board('timeRange=all&rankBy=alpha');
    const steady = entries!.find((e) => e.totalProfitLossPercent === 4)!;
    // (10,400,000 − 10,000,000) ÷ 10,000,000 = 0.04
    expect(steady.explanations!.return!.value).toBe(0.04);
  });

  it("ranks nobody on a week's Sharpe and α boards: no one has 20 daily returns in a week", async () => {
    for (const rankBy of ['sharpe', 'alpha']) {
      const { entries } = await board(`timeRange=week&rankBy=${rankBy}`);
      expect(entries!.map((e) => [e.rank, e.explanations![rankBy as 'sharpe'].value])).toEqual([
        [null, null],
        [null, null],
      ]);
    }
  });

  it('refuses an unknown ranking with 400', async () => {
    expect((await board('rankBy=luck')).status).toBe(400);
  });
});
