import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsRepo } from '../../src/server/db/repos/accounts.repo';
import { ledgerRepo } from '../../src/server/db/repos/ledger.repo';
import { snapshotsRepo } from '../../src/server/db/repos/snapshots.repo';
import { authHeader, insertClass } from '../../src/server/testing/factories';
import { insertStocks, insertStudent, setWatchlist } from '../../src/server/testing/money-fixtures';
import { businessDays, janFebDates } from '../../src/server/testing/test-catalogue';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { createTestMarket } from '../../src/server/testing/test-market';
import { setCash } from '../../src/shared/domain/trading/ledger';
import { zAnalytics, type Analytics } from '../../src/shared/schemas/analytics';
import { zLeaderboardEntry } from '../../src/shared/schemas/trading';

// docs/product/teaching.md#analytics: a student's days are compared with KOSPI at the market moment that valued each one.
// 24 closes on the school days up to 03-19, then today's live value (Fri 2026-03-20 10:00 KST).
// The first close is from before moments were recorded (no KOSPI level); the others were valued
// on the real KRX days 01-02 … 02-03 and today on 03-06. 1,000,000 won was deposited before
// close 12. The expected figures were computed independently with Python's statistics module
// (covariance, variance and correlation with n − 1) from these numbers: β = Cov ÷ Var of the 23
// paired daily returns, ρ their correlation, α = R_p − β R_m over those days.
const values = [
  10_000_000, 9_799_683, 10_370_258, 10_627_459, 11_036_300, 11_384_396, 11_211_687, 10_908_007,
  11_049_119, 10_525_511, 10_457_196, 10_520_043, 11_928_865, 12_000_585, 12_023_590, 11_826_406,
  12_147_427, 12_176_798, 12_336_380, 12_009_452, 12_088_193, 12_191_001, 11_988_834, 12_321_316,
  12_486_397,
];
const kospi = [
  null,
  2488.18,
  2547.89,
  2572.59,
  2632.2,
  2673.4,
  2667.82,
  2598.34,
  2622.8,
  2529.48,
  2531.74,
  2505.21,
  2564.89,
  2582.48,
  2572.29,
  2541.82,
  2614.97,
  2586.58,
  2607.62,
  2577.21,
  2632.92,
  2657.96,
  2659.17,
  2703.25,
  2721.41,
];
const schoolDays = businessDays('2026-01-20', '2026-03-19').slice(-24);
const marketDays = [null, ...janFebDates.slice(0, 23)];
const LIVE = { marketDate: '2026-03-06', kospi: kospi[24]! };

let t: TestApp;
let auth: Record<string, string>;

beforeEach(async () => {
  const market = createTestMarket();
  t = createTestApp({
    overrides: {
      catalogue: market.catalogue,
      prices: market.prices,
      market: { ...market.market, marketMoment: () => LIVE },
    },
  });
  const classId = insertClass(t.db).id;
  const student = insertStudent(t.db, { classId, at: new Date('2026-01-20T00:00:00Z') });
  setWatchlist(t.db, student.id, [insertStocks(t.db, t.deps.catalogue).get('005930')!.id]);
  ledgerRepo.append(t.db, {
    userId: student.id,
    movements: setCash({ cash: 10_000_000, newCash: 11_000_000 }),
    at: new Date(`${schoolDays[12]}T01:00:00Z`),
  });
  // All cash: today's live value is the account's cash.
  t.db.transaction((tx) => accountsRepo.setCash(tx, student.id, values[24]!));
  snapshotsRepo.saveAll(
    t.db,
    schoolDays.map((date, i) => ({
      userId: student.id,
      date,
      totalValue: values[i]!,
      cash: values[i]!,
      netDeposits: i >= 12 ? 11_000_000 : 10_000_000,
      marketDate: marketDays[i]!,
      kospi: kospi[i]!,
    })),
  );
  expect(schoolDays).toHaveLength(24);
  auth = await authHeader(t.accessTokens, student);
});
afterEach(() => t.dispose());

async function analytics(period: string): Promise<Analytics> {
  const response = await t.app.request(`/api/portfolio/analytics?period=${period}`, {
    headers: auth,
  });
  return zAnalytics.parse(((await response.json()) as { data: unknown }).data);
}

const figure = (a: Analytics, key: string) => a.metrics.find((m) => m.key === key)!;

describe('KOSPI compared at each point’s own market moment', () => {
  it('gives β, correlation, KOSPI’s return and α of the paired days only', async () => {
    const a = await analytics('all');
    expect(a.series.marketDates).toEqual([...marketDays, '2026-03-06']);
    expect(a.series.marketDates).toHaveLength(a.series.dates.length);
    expect(figure(a, 'beta').value).toBe(1.317632);
    expect(figure(a, 'correlation').value).toBe(0.877786);
    // 2,721.41 (03-06) ÷ 2,488.18 (01-02) − 1
    expect(figure(a, 'benchmarkReturn').value).toBe(0.093735);
    expect(figure(a, 'benchmarkReturn').steps[0]!.expression).toContain('2026-01-02');
    // the student's time-weighted return over the same 23 days: 0.16735; 0.16735 − 0.093735
    expect(figure(a, 'excessReturn')).toMatchObject({ value: 0.073615, note: '시장을 이겼어요' });
    // α = 0.16735 − 1.317632 × 0.093735 (0.0438418 from the shown operands)
    expect(figure(a, 'alpha').value).toBeCloseTo(0.043841, 5);
    // the close without a level is left out of the chart's KOSPI line, not paired with a day
    expect(a.series.benchmark[0]).toBeNull();
    expect(a.series.benchmark[1]).toBe(a.series.value[1]);
  });

  it('shows both returns with their steps: Modified Dietz from the first deposit and chained daily', async () => {
    const a = await analytics('all');
    // The 1,000,000 won deposit (03-04 01:00 UTC) was in for 16 of the 59 days 1 hour since the
    // first (01-20 00:00 UTC, now 03-20 01:00 UTC): w = 16 ÷ 59.041667 = 0.270995, and
    // (12,486,397 − 11,000,000) ÷ (10,000,000 + 0.270995 × 1,000,000) = 1,486,397 ÷ 10,270,995
    // = 0.144718 (docs/product/trading.md#returns; on net deposits it read ÷ 11,000,000 = 0.135127).
    const moneyWeighted = figure(a, 'moneyWeightedReturn');
    expect(moneyWeighted).toMatchObject({
      value: 0.144718,
      note: expect.stringContaining('입금·출금까지 포함해'),
    });
    expect(moneyWeighted.note).toContain('수정 디에츠(Modified Dietz)');
    expect(moneyWeighted.steps[1]!.value).toBeCloseTo(0.270995, 6);
    // Π(1 + rₜ) − 1 of the opening sub-period and the 24 daily returns, the deposit taken out of
    // its day: five factors a step from the product so far (t = 1 … 5, …, 21 … 25), then − 1.
    const timeWeighted = figure(a, 'timeWeightedReturn');
    expect(timeWeighted).toMatchObject({ value: 0.143966, label: '투자 실력 수익률' });
    expect(timeWeighted.steps).toHaveLength(6);
    expect(timeWeighted.steps.slice(-2).map((s) => s.value)).toEqual([1.143966, 0.143966]);
    expect(timeWeighted.steps[4]!.expression).toMatch(/^t = 21 \\ldots 25:/);
    // 총 수익률 stays the plain one: (12,486,397 − 11,000,000) ÷ 11,000,000
    expect(figure(a, 'totalReturn').value).toBe(0.135127);
    // 24 daily returns: annualised
    expect(figure(a, 'sharpe').value).toBe(3.770139);
    expect(figure(a, 'volatility').value).toBe(0.395425);
  });

  it('a week of four daily returns annualises nothing and says why', async () => {
    const a = await analytics('week');
    for (const key of ['volatility', 'sharpe', 'alpha']) {
      expect(figure(a, key), key).toMatchObject({ value: null, note: expect.stringMatching(/20/) });
    }
    expect(figure(a, 'beta').value).not.toBeNull();
  });

  it('lists students with too few days apart on the Sharpe board, their note saying why', async () => {
    const response = await t.app.request('/api/leaderboard?timeRange=week&rankBy=sharpe', {
      headers: auth,
    });
    const [entry] = zLeaderboardEntry.array().parse(((await response.json()) as { data: [] }).data);
    expect(entry!.explanations!.sharpe).toMatchObject({ value: null, note: expect.any(String) });
    expect(entry!.explanations!.timeWeightedReturn?.value).not.toBeNull();
  });
});
