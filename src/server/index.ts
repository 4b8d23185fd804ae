import { mkdirSync, readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { isMarketOpen } from '../shared/domain/market/calendar';
import { createApplication } from './app';
import { deliveries } from './areas/deliveries';
import type { Shared } from './areas/shared';
import { createBackgroundHealth } from './background-health';
import { systemClock } from './clock';
import { openDatabase } from './db/connection';
import { loadEnv } from './env';
import { markServing } from './server-marker';
import { projectPath } from './project-root';
import { listen } from './http/serve';
import { loadCatalogue } from './market/catalogue';
import { startMarket } from './market/start-market';
import type { Hub } from './realtime/hub';
import { startHub } from './realtime/start-hub';
import { createSignedInCache } from './services/accounts/authentication';
import { createAccessTokens, loadJwtSecret } from './services/accounts/access-tokens';
import { createCorporateActionsService } from './services/corporate-actions.service';
import { createPasswordHasher } from './services/accounts/passwords';
import { createRegularDepositService } from './services/regular-deposits.service';
import { createSnapshotService } from './services/snapshots.service';
import { createAuctionTimers } from './services/auctions/auction-timers';
import { syncStocks } from './services/stocks/stocks-sync';
import { createServerEventBus } from '../shared/realtime/server-events';
import { listenerFailures } from './listener-failures';
import { ensureAdmin } from './services/users.service';
import { serverAddress } from './util/server-address';
import { createBackupService } from './services/backups.service';

const env = loadEnv();
mkdirSync(env.DATA_DIR, { recursive: true });
const databasePath = env.DATABASE_PATH ?? join(env.DATA_DIR, 'stockclass.db');
const db = openDatabase(databasePath, { synchronous: env.SQLITE_SYNCHRONOUS });
markServing(databasePath);
const { version } = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as {
  version: string;
};

const clock = systemClock;
const accessTokens = createAccessTokens({
  secret: loadJwtSecret(env.JWT_SECRET, env.DATA_DIR),
  clock,
});
const passwords = createPasswordHasher();
await ensureAdmin({
  db,
  clock,
  passwords,
  email: env.ADMIN_EMAIL,
  password: env.ADMIN_PASSWORD,
});

const loadStarted = performance.now();
const catalogue = loadCatalogue(env.KRX_DATA_DIR);
// Before the market starts: it prices the tracked stocks the sync marks on a fresh database.
const synced = syncStocks({ db, catalogue });
console.info(
  `KRX catalogue: ${synced.total} stocks (${synced.inserted} new) in ` +
    `${Math.round(performance.now() - loadStarted)} ms`,
);
const background = createBackgroundHealth();
// What the services announce after their commits. The hub needs the HTTP server, which needs the
// app: it subscribes last, and what is announced before (a deposit credited at start) finds no
// socket open to hear it anyway. A listener's failure goes to the admin's health, not the request.
const events = createServerEventBus(listenerFailures(background));
// The market streams the most watched stocks first; until the hub counts them, none are.
let viewers: Hub['viewers'] = () => new Map();
const corporateActions = createCorporateActionsService({
  db,
  clock,
  actions: () => catalogue.corporateActions(),
  events,
});
const backups = createBackupService({
  db,
  clock,
  directory: env.BACKUP_DIR ?? join(env.DATA_DIR, 'backups'),
  keepDays: env.BACKUP_KEEP_DAYS,
  background,
});
const market = startMarket({
  background,
  env,
  db,
  catalogue,
  clock,
  viewers: () => viewers(),
  onNewDay: (date) => corporateActions.applyDue(date),
  holdingsBasis: corporateActions.appliedThrough,
  // Called from the market's timer only, after the snapshot service below exists.
  onDayClosed: (moment) => snapshots.takeReplayedClose(moment),
});

// Every instance the API, the hub and the background jobs share, made here once.
const shared: Shared = {
  db,
  clock,
  accessTokens,
  // One cache of signed-in users for the API and the hub, which authenticate the same tokens.
  signedIn: createSignedInCache(),
  events,
  background,
  version,
  marketStatus: market.status,
  catalogue,
  prices: market.prices,
  market: market.market,
  bars: market.bars,
  replay: market.replay,
  onTrackingChanged: (symbols, tracked) =>
    tracked ? market.market.track(symbols) : market.market.untrack(symbols),
  staticDir: env.STATIC_DIR,
  passwords,
  trustProxy: env.TRUST_PROXY,
  // Live feeds follow KRX hours; the replay too at its real-time pace, else it keeps its own time.
  isMarketOpen: ['replay', 'sim'].includes(env.MARKET_PROVIDER)
    ? () => market.market.status().status !== 'closed'
    : () => isMarketOpen(clock.now()),
  marketNow: () => new Date(market.market.now()),
  fastDayMinutes: env.REPLAY_DAY_MINUTES,
  // The school's board, once changed, is merged again at most every 3 s, however many ask: at
  // 2,700 students each merge and its bytes cost ~200 ms, so a teacher's view of the whole
  // school takes at most ~7 % of a core per period (ADR 0034). A class's board shows a write to
  // the class at the next ask, and price moves at most every 3 s.
  leaderboardRefreshMs: 3_000,
  corporateActions,
  detectedCorporateActions: market.detected,
  backups,
  serverAddress: () =>
    serverAddress({ publicUrl: env.PUBLIC_URL, port: env.PORT, interfaces: networkInterfaces() }),
  auctionTimers: createAuctionTimers(() => clock.now()),
  marketProvider: env.MARKET_PROVIDER,
  storage: { databasePath, synchronous: env.SQLITE_SYNCHRONOUS },
};
const application = createApplication(shared);
const snapshots = createSnapshotService({
  db,
  prices: market.prices,
  clock,
  market: market.market,
  onTaken: application.assignments.evaluateClose,
  background,
});
snapshots.start();
const regularDeposits = createRegularDepositService({
  db,
  clock,
  events,
  background,
});
regularDeposits.start();
backups.start();
// New rules whose first day is today: its deposit lands now, not at the next minute's check.
events.subscribe('classRulesSaved', () => regularDeposits.applyDue());
const server = await listen(application.app, env.PORT, env.HOST);
const realtime = startHub({ ...shared, server, allowedOrigins: env.ALLOWED_ORIGINS, deliveries });
viewers = realtime.hub.viewers;
console.info(
  `StockClass ${version} listening on http://localhost:${env.PORT} (db: ${databasePath})`,
);

function shutdown() {
  snapshots.stop();
  regularDeposits.stop();
  backups.stop();
  market.stop();
  application.close();
  realtime.hub.close();
  realtime.io.close();
  server.close(() => {
    db.$client.close();
    process.exit(0);
  });
  // close() ends only the connections idle at this moment: a client's keep-alive connection
  // whose answer is still on its way would hold the close (and the database) to the fallback.
  setInterval(() => server.closeIdleConnections(), 10).unref();
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
