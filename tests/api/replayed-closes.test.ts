import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotsRepo } from '../../src/server/db/repos/snapshots.repo';
import { replayedClosesRepo } from '../../src/server/db/repos/replayed-closes.repo';
import { createPriceStore } from '../../src/server/market/price-store';
import { createReplayProvider } from '../../src/server/market/providers/replay';
import {
  createSnapshotService,
  type SnapshotService,
} from '../../src/server/services/snapshots.service';
import { authHeader, insertClass } from '../../src/server/testing/factories';
import { insertStocks, insertStudent, setWatchlist } from '../../src/server/testing/money-fixtures';
import { createTestCatalogue } from '../../src/server/testing/test-catalogue';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { fixedClock } from '../../src/server/clock';
import { zAnalytics } from '../../src/shared/schemas/analytics';

// ADR 0038: a rehearsal at 빠르게 plays many market days in one school day. Each replayed day's
// close is snapshotted, so the 분석 page has a daily series to compute volatility, Sharpe and β.
const DAY_MS = 30 * 60_000;
let t: TestApp;
let student: ReturnType<typeof insertStudent>;
let engine: ReturnType<typeof createReplayProvider>;

beforeEach(async () => {
  const catalogue = createTestCatalogue();
  const prices = createPriceStore();
  // The market comes before the app whose database the snapshot service writes to.
  const closes: { snapshots?: SnapshotService } = {};
  engine = createReplayProvider({
    catalogue,
    prices,
    seed: 1,
    dayMinutes: 30,
    clock: fixedClock('2026-11-29T01:00:00Z'),
    onDayClosed: (moment) => closes.snapshots?.takeReplayedClose(moment),
  });
  t = createTestApp({
    now: '2026-11-29T01:00:00Z',
    overrides: { catalogue, prices, market: engine },
  });
  closes.snapshots = createSnapshotService({ db: t.db, prices, clock: t.clock, market: engine });
  student = insertStudent(t.db, {
    classId: insertClass(t.db).id,
    at: new Date('2026-11-27T00:00:00Z'),
  });
  setWatchlist(t.db, student.id, [insertStocks(t.db, catalogue).get('005930')!.id]);
  engine.track(['005930']);
});
afterEach(() => t.dispose());

async function analytics() {
  // Signed in again: the access token of before the played days has expired.
  const headers = await authHeader(t.accessTokens, student);
  const response = await t.app.request('/api/portfolio/analytics?period=all', { headers });
  expect(response.status).toBe(200);
  return zAnalytics.parse(((await response.json()) as { data: unknown }).data);
}

function playDay() {
  t.clock.advance(DAY_MS);
  engine.step(DAY_MS);
  engine.publishAll();
}

describe('a rehearsal at 빠르게', () => {
  it("snapshots every replayed day's close, and the 분석 page's days grow with them", async () => {
    const bought = await t.app.request('/api/trading/buy', {
      method: 'POST',
      headers: {
        ...(await authHeader(t.accessTokens, student)),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ symbol: '005930', quantity: 10, reason: '연습 매수' }),
    });
    expect(bought.status).toBe(200);
    const before = await analytics();
    expect(before.series.marketDates).toEqual(['2026-03-06']);

    for (let day = 0; day < 3; day += 1) playDay();

    const after = await analytics();
    // Three closed replayed days, then today's live point on the fourth.
    expect(after.series.marketDates).toEqual([
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(after.series.dailyReturns).toHaveLength(3);
    // Each valued at its day's real close: 10 × 188,200, 173,500 and 187,900 won in shares.
    const closes = replayedClosesRepo.after(t.db, student.id, 0);
    expect(closes.map((row) => [row.marketDate, row.totalValue - row.cash])).toEqual([
      ['2026-03-06', 1_882_000],
      ['2026-03-09', 1_735_000],
      ['2026-03-10', 1_879_000],
    ]);
  });

  it('leaves out a KST close taken while a replayed day was playing: that day has its own close', async () => {
    // Yesterday's 15:30 close valued the class mid-session on 03-06 (KOSPI at that day's close).
    snapshotsRepo.saveAll(t.db, [
      {
        userId: student.id,
        date: '2026-11-28',
        totalValue: 10_000_000,
        cash: 10_000_000,
        netDeposits: 10_000_000,
        marketDate: '2026-03-06',
        kospi: 5_000,
      },
    ]);
    expect((await analytics()).series.marketDates).toEqual(['2026-03-06', '2026-03-06']);
    playDay();
    expect((await analytics()).series.marketDates).toEqual(['2026-03-06', '2026-03-09']);
  });
});
