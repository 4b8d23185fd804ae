import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { demoStudentEmail, seedDemo } from '../../src/server/demo/seed';
import type { MarketEnv } from '../../src/server/market/create-provider';
import { realTradingDates } from '../../src/server/market/providers/replay';
import { startMarket } from '../../src/server/market/start-market';
import { authHeader } from '../../src/server/testing/factories';
import { realCatalogue } from '../../src/server/testing/real-catalogue';
import { createTestApp, testPasswords, type TestApp } from '../../src/server/testing/test-app';
import { zAnalytics } from '../../src/shared/schemas/analytics';

const env: MarketEnv = {
  MARKET_PROVIDER: 'replay',
  MARKET_SEED: 5,
  REPLAY_DAY_MINUTES: 30,
  REPLAY_START_DATE: undefined,
  REPLAY_PACE: undefined,
  DATA_DIR: 'data',
  KIS_ENV: 'real',
  LIVE_CLOSED_POLL_MS: 60_000,
  YAHOO_REQUESTS_PER_HOUR: 300,
};

let t: TestApp;
let market: ReturnType<typeof startMarket> | undefined;
afterEach(() => {
  market?.stop();
  t.dispose();
});

describe('npm run demo, then the server starts', () => {
  it('prices today by the real KRX day that follows the last snapshot’s', async () => {
    t = createTestApp({ now: '2026-11-23T02:00:00Z' }); // Monday 11:00 KST
    const catalogue = realCatalogue();
    await seedDemo({ db: t.db, catalogue, clock: t.clock, passwords: testPasswords });
    market = startMarket({ env, db: t.db, catalogue, clock: t.clock, viewers: () => new Map() });
    const app = createApp({
      ...t.deps,
      catalogue,
      market: market.market,
      prices: market.prices,
      replay: market.replay,
    });
    const student = t.db.$client
      .prepare('select id from users where email = ?')
      .get(demoStudentEmail(1)) as { id: number };
    const response = await app.request('/api/portfolio/analytics?period=all', {
      headers: await authHeader(t.accessTokens, { id: student.id, role: 'STUDENT' }),
    });
    const { series } = zAnalytics.parse(((await response.json()) as { data: unknown }).data);

    const today = market.market.marketMoment().marketDate;
    const realDays = realTradingDates(catalogue);
    const lastClose = series.marketDates.at(-2);
    expect(series.marketDates.at(-1)).toBe(today);
    expect(lastClose).toBe(realDays[realDays.indexOf(today) - 1]);
    // every point, today's too, was valued on a real day with its KOSPI close
    expect(series.benchmark.every((level) => level !== null)).toBe(true);
    expect(series.marketDates).toHaveLength(series.dates.length);
  });
});
