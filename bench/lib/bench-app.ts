import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppDeps } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/connection';
import { createAccessTokens } from '../../src/server/services/accounts/access-tokens';
import { insertStocks } from '../../src/server/testing/money-fixtures';
import { createTestMarket } from '../../src/server/testing/test-market';

/**
 * The real app as a bench child serves it: a fresh SQLite file in a temporary folder, the test
 * market with every catalogue stock in the stocks table, and a token signer for its students.
 */
export function createBenchApp(
  options: { synchronous: 'FULL' | 'NORMAL' } & Pick<AppDeps, 'marketStatus'> & Partial<AppDeps>,
) {
  const { synchronous, ...overrides } = options;
  const dir = mkdtempSync(join(tmpdir(), 'stockclass-bench-'));
  const db = openDatabase(join(dir, 'bench.db'), { synchronous });
  const accessTokens = createAccessTokens({
    secret: new TextEncoder().encode('b'.repeat(32)),
    clock: systemClock,
  });
  const market = createTestMarket();
  const app = createApp({
    ...market,
    db,
    clock: systemClock,
    accessTokens,
    version: 'bench',
    ...overrides,
  });
  return { dir, db, app, market, accessTokens, stocks: insertStocks(db, market.catalogue) };
}
