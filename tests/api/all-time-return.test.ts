import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsRepo } from '../../src/server/db/repos/accounts.repo';
import { ledgerRepo } from '../../src/server/db/repos/ledger.repo';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStocks, insertStudent, setWatchlist } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { setCash } from '../../src/shared/domain/trading/ledger';
import { zLeaderboardEntry, zPerformance } from '../../src/shared/schemas/trading';

let t: TestApp;
let auth: Record<string, string>;

// Now (the test app's clock): 2026-03-20 01:00 UTC. The student got 10,000,000 won 30 days
// before, the teacher added 10,000,000 more 15 days before, and the account is worth 21,500,000.
beforeEach(async () => {
  t = createTestApp();
  const teacher = insertUser(t.db, { role: 'TEACHER' });
  const classId = insertClass(t.db, { teacherId: teacher.id }).id;
  const student = insertStudent(t.db, { classId, at: new Date('2026-02-18T01:00:00Z') });
  ledgerRepo.append(t.db, {
    userId: student.id,
    movements: setCash({ cash: 10_000_000, newCash: 20_000_000 }),
    at: new Date('2026-03-05T01:00:00Z'),
  });
  // The portfolio pages ask for a watchlist first.
  setWatchlist(t.db, student.id, [insertStocks(t.db, t.deps.catalogue).get('005930')!.id]);
  // The account grew by 1,500,000 won (a price gain stands in for trades here).
  t.db.transaction((tx) => accountsRepo.setCash(tx, student.id, 21_500_000));
  auth = await authHeader(t.accessTokens, student);
});
afterEach(() => t.dispose());

const get = async (path: string) =>
  (
    (await (await t.app.request(`/api${path}`, { headers: auth })).json()) as {
      data: unknown;
    }
  ).data;

// Modified Dietz from the first deposit: the second deposit was invested 15 of the 30 days,
// w = 15 ÷ 30 = 0.5, so R = (21,500,000 − 0 − 20,000,000) ÷ (0 + 10,000,000 + 0.5 × 10,000,000)
// = 1,500,000 ÷ 15,000,000 = 10 %. On net deposits it read 1,500,000 ÷ 20,000,000 = 7.5 %, as
// if the teacher's 10,000,000 had been there from the first day.
describe('all-time 내 돈의 수익률 with a mid-course deposit', () => {
  it('is Modified Dietz from the first deposit on the leaderboard, and its 계산 보기 says so', async () => {
    const [entry] = zLeaderboardEntry.array().parse(await get('/leaderboard?timeRange=all'));
    expect(entry!.totalProfitLossPercent).toBe(10);
    expect(entry!.totalProfitLoss).toBe(1_500_000);
    const explanation = entry!.explanations!.return!;
    expect(explanation.value).toBe(0.1);
    expect(explanation.steps.map((s) => s.value)).toEqual([1, 0.5, 20_000_000, 15_000_000, 0.1]);
    expect(explanation.note).toContain('수정 디에츠(Modified Dietz)');
  });

  it('is the same figure in the all-time performance', async () => {
    expect(zPerformance.parse(await get('/portfolio/performance?period=all'))).toMatchObject({
      period: 'all',
      endValue: 21_500_000,
      netFlows: 20_000_000,
      profitLoss: 1_500_000,
      returnPercent: 10,
    });
  });
});
