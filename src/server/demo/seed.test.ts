import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsRepo } from '../db/repos/accounts.repo';
import { ledgerRepo } from '../db/repos/ledger.repo';
import { createLeaderboardService } from '../services/leaderboard.service';
import { createPasswordHasher } from '../services/accounts/passwords';
import { privacyOfficerStore } from '../services/privacy/privacy-officer';
import { quote } from '../testing/money-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestCatalogue } from '../testing/test-catalogue';
import { insertClass } from '../testing/factories';
import { schoolClassNames, seedDemo } from './seed';

describe('seedDemo', () => {
  let t: TestApp;
  beforeEach(() => {
    t = createTestApp({
      overrides: { catalogue: createTestCatalogue(40) },
      // A fresh demo server has none until the seed names one.
      privacyOfficer: null,
    });
    const lastCloses = t.deps.catalogue.instruments().map((i) => quote(i.symbol, i.lastBar.close));
    t.deps.prices.apply(lastCloses);
  });
  afterEach(() => t.dispose());

  const seed = () =>
    seedDemo({
      ...t.deps,
      passwords: createPasswordHasher({ memoryCost: 1_024, timeCost: 1, parallelism: 1 }),
    });

  it('seeds a class of 30 whose ledgers reconcile, once', async () => {
    expect(await seed()).toBe(true);
    expect(await seed()).toBe(false);
    const students = accountsRepo.students(t.db);
    expect(students).toHaveLength(30);
    for (const student of students) {
      expect(student.cash).toBeGreaterThanOrEqual(0);
      expect(ledgerRepo.balance(t.db, student.id)).toBe(student.cash);
    }
    const trades = t.db.$client.prepare('select count(*) as n from trades').get() as { n: number };
    expect(trades.n).toBeGreaterThan(60);
  });

  it('tells a school’s own classes from the demo’s, which `npm run demo` refuses to seed beside', async () => {
    expect(schoolClassNames(t.db)).toEqual([]);
    await seed();
    expect(schoolClassNames(t.db)).toEqual([]);
    insertClass(t.db, { name: '경제수학 3반' });
    expect(schoolClassNames(t.db)).toEqual(['경제수학 3반']);
  });

  it('names a made-up 개인정보 보호책임자, so the demo admin can create classes', async () => {
    expect(privacyOfficerStore.load(t.db)).toBeNull();
    await seed();
    expect(privacyOfficerStore.load(t.db)).toMatchObject({ name: '김보호', phone: '02-000-0000' });
  });

  it('gives every student a 학번 of 2학년 1반 and no first-sign-in welcome five weeks in', async () => {
    await seed();
    const rows = t.db.$client
      .prepare("select number, onboarded_at as onboardedAt from users where role = 'STUDENT'")
      .all() as { number: string | null; onboardedAt: number | null }[];
    expect(rows.map((row) => row.number).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `201${String(i + 1).padStart(2, '0')}`),
    );
    expect(rows.every((row) => row.onboardedAt !== null)).toBe(true);
  });

  it('sets a few 과제 with some students done and others still to do', async () => {
    await seed();
    const count = (sql: string) => (t.db.$client.prepare(sql).get() as { n: number }).n;
    const standards = t.db.$client
      .prepare('select standard from assignments order by id')
      .pluck()
      .all();
    // 분산 투자, 회고, 수수료와 세금, 시장과 비교, 연 복리 환산.
    expect(standards).toEqual([
      '12경수01-01',
      '12경수01-01',
      '12경수01-03',
      '12경수01-01',
      '12경수01-04',
    ]);
    const done = count('select count(distinct user_id) as n from assignment_completions');
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(30);
  });

  it('starts the teacher’s reviewing: scored trades of five students and reflections on sells', async () => {
    await seed();
    const count = (sql: string) => (t.db.$client.prepare(sql).get() as { n: number }).n;
    expect(count('select count(*) as n from trade_reviews')).toBe(20);
    expect(count('select count(*) as n from review_scores')).toBe(80);
    expect(count('select count(distinct rubric_version_id) as n from trade_reviews')).toBe(1);
    expect(count('select count(*) as n from trade_reflections')).toBeGreaterThan(0);
  });

  it('makes the three leaderboard periods differ', async () => {
    await seed();
    const board = createLeaderboardService(t.deps);
    const order = (range: 'all' | 'month' | 'week') =>
      board.leaderboard(range).map((e) => `${e.userName} ${e.totalProfitLossPercent}`);
    const [all, month, week] = [order('all'), order('month'), order('week')];
    expect(all).not.toEqual(month);
    expect(month).not.toEqual(week);
    expect(all).not.toEqual(week);
  });
});
