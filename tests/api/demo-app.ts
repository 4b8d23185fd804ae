import { createApp } from '../../src/server/app';
import { seedDemo } from '../../src/server/demo/seed';
import { startMarket } from '../../src/server/market/start-market';
import { realCatalogue } from '../../src/server/testing/real-catalogue';
import { replayEnv } from '../../src/server/testing/replay-env';
import { createTestApp, testPasswords } from '../../src/server/testing/test-app';

/**
 * `npm run demo`, then the server starting on the embedded replay: the seeded database, the real
 * catalogue, the market as start-up builds it, and the app over them. `stop()` ends both.
 */
export async function startDemoApp(now: string) {
  const t = createTestApp({ now });
  const catalogue = realCatalogue();
  await seedDemo({ db: t.db, catalogue, clock: t.clock, passwords: testPasswords });
  const market = startMarket({
    env: replayEnv,
    db: t.db,
    catalogue,
    clock: t.clock,
    viewers: () => new Map(),
  });
  const app = createApp({
    ...t.deps,
    catalogue,
    market: market.market,
    prices: market.prices,
    replay: market.replay,
  });
  return {
    t,
    app,
    catalogue,
    market,
    stop() {
      market.stop();
      t.dispose();
    },
  };
}
