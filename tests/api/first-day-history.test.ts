import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { startMarket } from '../../src/server/market/start-market';
import { insertUser } from '../../src/server/testing/factories';
import { realCatalogue } from '../../src/server/testing/real-catalogue';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { replayEnv } from '../../src/server/testing/replay-env';
import type { MarketEnv } from '../../src/server/market/create-provider';
import { kstDate } from '../../src/shared/domain/market/calendar';
import type { ChartPoint } from '../../src/shared/schemas/market';
import { asUser, call } from './accounts.helpers';

// Monday 2026-11-23, 11:00 KST: a school day of a fresh install.
const MONDAY_11 = '2026-11-23T02:00:00Z';
const viewers = () => new Map<string, number>();
let t: TestApp;
let market: ReturnType<typeof startMarket> | undefined;
afterEach(() => {
  market?.stop();
  market = undefined;
  t.dispose();
});

/** A fresh database, the real embedded data, and the market the server starts. */
function freshInstall(marketEnv: Partial<MarketEnv> = {}) {
  t = createTestApp({ now: MONDAY_11 });
  const catalogue = realCatalogue();
  market = startMarket({
    env: { ...replayEnv, ...marketEnv },
    db: t.db,
    catalogue,
    clock: t.clock,
    viewers,
  });
  const app = createApp({
    ...t.deps,
    catalogue,
    market: market.market,
    prices: market.prices,
    replay: market.replay,
    isMarketOpen: () => market?.market.status().status !== 'closed',
  });
  t = { ...t, app };
  return insertUser(t.db, { role: 'STUDENT' });
}

async function daysBefore(student: ReturnType<typeof insertUser>, symbol: string, period: string) {
  const answer = await call<ChartPoint[]>(t, 'GET', `/api/chart/${symbol}?period=${period}`, {
    headers: await asUser(t, student),
  });
  expect(answer.status).toBe(200);
  const dates = (answer.body.data ?? []).map((p) => kstDate(new Date(p.timestamp)));
  const today = dates.at(-1) ?? '';
  return { today, before: dates.filter((date) => date < today) };
}

describe("the replay's first day has real history behind it", () => {
  it('shows 005930 with at least 15 real days at 1M, 40 at 3M and 120 at 1Y (fast pace)', async () => {
    const student = freshInstall();
    const month = await daysBefore(student, '005930', '1M');
    expect(month.today).toBe('2026-01-02');
    // KRX's own 2025-12 (SOURCE.md §11): 19 trading days after 12-02, through 12-30.
    expect(month.before.length).toBeGreaterThanOrEqual(15);
    expect(month.before.at(-1)).toBe('2025-12-30');
    expect((await daysBefore(student, '005930', '3M')).before.length).toBeGreaterThanOrEqual(40);
    const year = await daysBefore(student, '005930', '1Y');
    expect(year.before.length).toBeGreaterThanOrEqual(120);
    // The second half of 2025 is there too (through Yahoo, un-scaled and checked).
    expect(year.before.filter((d) => d >= '2025-07-01' && d < '2025-10-01').length).toBeGreaterThan(
      50,
    );
  });

  it('gives a KOSDAQ stock outside the long sets KRX’s own last two months of 2025', async () => {
    const student = freshInstall();
    // 에코프로 (086520): no Yahoo 2025, but KRX's 전종목 시세 from 2025-10-29.
    const quarter = await daysBefore(student, '086520', '3M');
    expect(quarter.before.filter((d) => d >= '2025-10-29').length).toBe(44);
  });

  it('leaves a stock without verifiable history with none (KONEX: no 2025 source)', async () => {
    const student = freshInstall();
    const konex = realCatalogue()
      .instruments()
      .find((i) => i.market === 'KONEX' && !i.isSpac);
    const month = await daysBefore(student, konex?.symbol ?? '', '1M');
    expect(month.before).toEqual([]);
  });
});
