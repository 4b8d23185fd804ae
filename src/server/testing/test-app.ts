import { createApp, type AppDeps } from '../app';
import { fixedClock } from '../clock';
import { createBarRecorder } from '../market/bar-recorder';
import { createAccessTokens } from '../services/accounts/access-tokens';
import { createPasswordHasher } from '../services/accounts/passwords';
import { syncStocks } from '../services/stocks/stocks-sync';
import { createTestDb } from './test-db';
import { createTestMarket } from './test-market';
import { createServerEventBus } from '../../shared/realtime/server-events';
import { createBackgroundHealth } from '../background-health';
import { listenerFailures } from '../listener-failures';
import { privacyOfficerStore } from '../services/privacy/privacy-officer';
import type { PrivacyOfficer } from '../../shared/schemas/privacy';

/** Every test school has named its 개인정보 보호책임자, so its teachers can create classes. */
export const TEST_PRIVACY_OFFICER: PrivacyOfficer = {
  name: '김보호',
  department: '정보부',
  phone: '02-123-4567',
  email: 'privacy@school.test',
};

const TEST_SECRET = new TextEncoder().encode('test-secret-of-at-least-thirty-two-bytes!!');
// Tests only: argon2 at production cost would make every login take ~100 ms.
export const testPasswords = createPasswordHasher({
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
});

/**
 * The real app on a fresh migrated database with a frozen clock; dispose() removes the file.
 * `syncStocks` writes the catalogue into the stocks table as the server does at start-up.
 */
export function createTestApp(
  options: {
    now?: string;
    overrides?: Partial<AppDeps>;
    syncStocks?: boolean;
    /** null: a school that has not named one yet (class creation is refused). */
    privacyOfficer?: PrivacyOfficer | null;
  } = {},
) {
  const testDb = createTestDb();
  const officer =
    options.privacyOfficer === undefined ? TEST_PRIVACY_OFFICER : options.privacyOfficer;
  if (officer) privacyOfficerStore.save(testDb.db, officer);
  const clock = fixedClock(options.now ?? '2026-03-20T01:00:00Z');
  const accessTokens = createAccessTokens({ secret: TEST_SECRET, clock });
  // Override catalogue, prices and market together (or only the catalogue).
  const market = createTestMarket(options.overrides?.catalogue);
  const prices = options.overrides?.prices ?? market.prices;
  const background = options.overrides?.background ?? createBackgroundHealth();
  const events = options.overrides?.events ?? createServerEventBus(listenerFailures(background));
  const deps: AppDeps = {
    ...market,
    bars: createBarRecorder({ db: testDb.db, prices }),
    db: testDb.db,
    clock,
    accessTokens,
    version: 'test',
    marketStatus: () => ({ provider: 'test', status: 'running' }),
    passwords: testPasswords,
    ...options.overrides,
    background,
    events,
  };
  if (options.syncStocks) syncStocks(deps);
  const app = createApp(deps);
  return {
    app,
    deps,
    // The embedded engine, stepped by hand (deps.market is whatever feed the app was given).
    engine: market.market,
    db: testDb.db,
    clock,
    accessTokens,
    /** What the services announced: subscribe to see it. */
    events,
    /** Background work and after-commit listeners that failed (the admin's health). */
    background,
    dispose: testDb.dispose,
  };
}

export type TestApp = ReturnType<typeof createTestApp>;
