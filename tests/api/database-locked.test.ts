import { Database } from '../../src/server/db/sqlite-driver';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundHealth, type BackgroundHealth } from '../../src/server/background-health';
import { marketStateRepo } from '../../src/server/db/repos/market-state.repo';
import { minuteBarsRepo } from '../../src/server/db/repos/minute-bars.repo';
import { ordersRepo } from '../../src/server/db/repos/orders.repo';
import { createBarRecorder } from '../../src/server/market/bar-recorder';
import { startMarket } from '../../src/server/market/start-market';
import { accountsRepo } from '../../src/server/db/repos/accounts.repo';
import { snapshotsRepo } from '../../src/server/db/repos/snapshots.repo';
import { createAssignmentsService } from '../../src/server/services/assignments/assignments.service';
import { createCorporateActionsService } from '../../src/server/services/corporate-actions.service';
import { createRegularDepositService } from '../../src/server/services/regular-deposits.service';
import { createSnapshotService } from '../../src/server/services/snapshots.service';
import { DEFAULT_CLASS_RULES } from '../../src/shared/schemas/class-rules';
import { createPriceStore } from '../../src/server/market/price-store';
import { createTestCatalogue } from '../../src/server/testing/test-catalogue';
import { BACKGROUND_PARTS, type BackgroundPart } from '../../src/shared/schemas/background';
import type { HealthDetails } from '../../src/shared/schemas/envelope';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import type { Order } from '../../src/shared/schemas/orders';
import { limitBuy, marketOrder, orderScene, quote, type OrderScene } from './orders.helpers';
import { replayEnv } from '../../src/server/testing/replay-env';
import { insertLoginUser } from './accounts.helpers';
import { holdWriteLock } from './lock-holder';

// Another process (a backup tool, a second server, an admin's sqlite3 shell) holds the write lock
// for longer than the busy timeout, then lets go.

let s: OrderScene;
let other: InstanceType<typeof Database>;
let admin: ReturnType<typeof insertUser>;
let background: BackgroundHealth;
// What the operator's console shows: one warning when a part starts failing, one line on recovery.
let logged: string[];
// How far the tests have moved time past the wall clock, to step over a part's backoff at once.
let ahead: number;
beforeEach(async () => {
  logged = [];
  ahead = 0;
  background = createBackgroundHealth({
    now: () => Date.now() + ahead,
    log: { warn: (line) => logged.push(line), info: (line) => logged.push(line) },
  });
  s = await orderScene({ deferFills: (run) => setImmediate(run), background });
  other = new Database(s.t.db.$client.name);
  admin = insertUser(s.t.db, { role: 'ADMIN' });
});
afterEach(() => {
  other.close();
  s.t.dispose();
});

const lock = () => other.exec('BEGIN IMMEDIATE');
const release = () => other.exec('COMMIT');
/** The admin's view of the server's health (signed in at the test's time): the failing parts. */
const health = async () =>
  (
    await s.request<HealthDetails>(
      'GET',
      '/admin/health',
      undefined,
      await authHeader(s.t.accessTokens, admin),
    )
  ).data;
const order = async (id: number) => ordersRepo.find(s.t.db, id);
const parts = async () => (await health()).degraded.map((d) => d.part).sort();
const linesOf = (part: BackgroundPart, kind: string) =>
  logged.filter((line) => line.startsWith(`${BACKGROUND_PARTS[part]}: ${kind}`));
const warnings = (part: BackgroundPart) => linesOf(part, 'failed');
const recoveries = (part: BackgroundPart) => linesOf(part, 'recovered');
/** Timer rounds with time moved past any backoff, so each round asks the database again. */
function rounds(count: number, everyMs: number) {
  for (let i = 0; i < count; i += 1) {
    ahead += 60_000;
    vi.advanceTimersByTime(everyMs);
  }
}

describe('a database locked by another process', () => {
  it('refuses orders with a Korean message, keeps answering, and fills what crossed once free', async () => {
    const resting = (
      await s.request<{ order: Order }>('POST', '/trading/orders', limitBuy(1, 69_000))
    ).data.order;
    lock();
    s.t.deps.prices.apply([quote('005930', 68_000)]);
    await expect.poll(parts).toEqual(['orderFills']);
    const refused = await s.request('POST', '/trading/orders', marketOrder('BUY', 1));
    expect(refused).toMatchObject({
      status: 503,
      code: 'DATABASE_BUSY',
      message:
        '데이터베이스가 사용 중이라 지금은 저장할 수 없습니다. 요청은 처리되지 않았으니 잠시 후 다시 시도해주세요.',
    });
    expect((await order(resting.id))?.status).toBe('OPEN');

    release();
    await expect
      .poll(async () => (await order(resting.id))?.status, { timeout: 10_000 })
      .toBe('FILLED');
    expect(await parts()).toEqual([]);
    expect(warnings('orderFills')).toHaveLength(1);
    expect(recoveries('orderFills')).toHaveLength(1);
    expect((await s.request('POST', '/trading/orders', marketOrder('BUY', 1))).status).toBe(200);
  });

  it('expires orders at the close once the lock clears, on a later tick', async () => {
    const resting = (
      await s.request<{ order: Order }>('POST', '/trading/orders', limitBuy(1, 69_000))
    ).data.order;
    s.market.at = new Date('2026-03-20T06:30:00Z'); // 15:30 KST
    lock();
    s.t.deps.prices.apply([quote('005930', 70_100)]);
    expect(await parts()).toEqual(['orderExpiry']);
    release();
    await expect
      .poll(
        async () => {
          s.t.deps.prices.apply([quote('005930', 70_100)]);
          return (await order(resting.id))?.status;
        },
        { timeout: 10_000 },
      )
      .toBe('EXPIRED');
    expect(await parts()).toEqual([]);
  });
});

describe('a lock held by another process for seconds', () => {
  // Longer than any answer takes, shorter than the 5 s busy timeout that used to stop the loop.
  const LET_GO_AFTER_MS = 3_000;

  it('leaves the server answering: a login that must write is refused at once, health answers', async () => {
    const teacher = await insertLoginUser(s.t, { role: 'TEACHER', email: 'kim@school.kr' });
    const login = () =>
      s.request('POST', '/auth/login', { email: teacher.email, password: teacher.password });
    const other = await holdWriteLock(s.t.db.$client.name, LET_GO_AFTER_MS);
    try {
      const refused = await login();
      expect(other.held()).toBe(true);
      expect(refused).toMatchObject({
        status: 503,
        code: 'DATABASE_BUSY',
        message:
          '데이터베이스가 사용 중이라 지금은 저장할 수 없습니다. 요청은 처리되지 않았으니 잠시 후 다시 시도해주세요.',
      });
      expect((await s.request('GET', '/health')).status).toBe(200);
      expect(other.held()).toBe(true);
    } finally {
      await other.release();
    }
    expect((await login()).status).toBe(200);
  });
});

describe('the timers that save the market and record bars', () => {
  it('keep running through a lock and write what they held once it clears', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const prices = createPriceStore();
      const bars = createBarRecorder({ db: s.t.db, prices, background, flushIntervalMs: 1_000 });
      bars.start();
      prices.apply([quote('005930', 70_000)]);
      const market = startMarket({
        env: replayEnv,
        db: s.t.db,
        catalogue: createTestCatalogue(),
        clock: s.t.clock,
        viewers: () => new Map(),
        background,
      });
      lock();
      rounds(3, 10_000);
      expect(
        background
          .degraded()
          .map((d) => d.part)
          .sort(),
      ).toEqual(['marketState', 'minuteBars']);
      expect(background.degraded()[0]?.code).toBe('SQLITE_BUSY');
      expect(warnings('marketState')).toHaveLength(1);
      expect(warnings('minuteBars')).toHaveLength(1);
      release();
      rounds(1, 10_000);
      expect(background.degraded()).toEqual([]);
      expect(recoveries('marketState')).toHaveLength(1);
      expect(marketStateRepo.load(s.t.db)).toBeDefined();
      // The bar of the quote that arrived while the database was locked.
      expect(minuteBarsRepo.range(s.t.db, '005930', 0, Number.MAX_SAFE_INTEGER)).toContainEqual(
        expect.objectContaining({ time: Date.parse('2026-03-20T01:00:00Z'), close: 70_000 }),
      );
      market.stop();
      bars.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the services that run on the clock', () => {
  const mondayOpen = '2026-03-23T00:00:00Z'; // 09:00 KST: the weekly deposit is due
  beforeEach(async () => {
    const rules = {
      ...DEFAULT_CLASS_RULES,
      regularDeposit: { amount: 500_000, schedule: 'WEEKLY' },
    };
    const path = `/teacher/classes/${s.klass.id}`;
    expect((await s.request('PUT', `${path}/rules`, rules, s.headers.teacher)).status).toBe(200);
    const assignment = {
      title: '분산 투자',
      dueAt: '2026-03-27T23:59:00+09:00',
      standard: '12경수01-03',
      task: { kind: 'free' },
    };
    const made = await s.request('POST', `${path}/assignments`, assignment, s.headers.teacher);
    expect(made.status).toBe(201);
    vi.useFakeTimers({ toFake: ['setInterval'] });
    s.t.clock.set(mondayOpen);
  });
  afterEach(() => vi.useRealTimers());

  const checks = () =>
    createAssignmentsService({
      db: s.t.db,
      clock: s.t.clock,
      prices: s.t.deps.prices,
      events: s.t.events,
    });
  const snapshotService = (onTaken: (date: string) => void) =>
    createSnapshotService({
      db: s.t.db,
      prices: s.t.deps.prices,
      clock: s.t.clock,
      market: s.t.deps.market,
      onTaken,
      background,
    });
  const friday = '2026-03-20';

  it('retry the close’s snapshots and the regular deposit, then catch up once it clears', async () => {
    lock();
    const snapshots = snapshotService(checks().evaluateClose);
    const deposits = createRegularDepositService({
      db: s.t.db,
      clock: s.t.clock,
      events: s.t.events,
      background,
    });
    snapshots.start();
    deposits.start();
    rounds(3, 60_000);
    expect(await parts()).toEqual(['regularDeposits', 'snapshots']);
    expect(warnings('snapshots')).toHaveLength(1);
    expect(warnings('regularDeposits')).toHaveLength(1);

    release();
    rounds(1, 60_000);
    expect(await parts()).toEqual([]);
    expect(snapshotsRepo.countOn(s.t.db, friday)).toBe(1);
    expect(accountsRepo.find(s.t.db, s.student.id)?.cash).toBe(10_500_000);
    expect(recoveries('snapshots')).toHaveLength(1);
    snapshots.stop();
    deposits.stop();
  });

  it('ask the 과제 checks again when a lock comes between them and the saved snapshots', async () => {
    const closeChecks = checks();
    const checked: string[] = [];
    // Another process takes the lock just after the snapshots committed.
    const snapshots = snapshotService((date) => {
      if (checked.length === 0) lock();
      checked.push(date);
      closeChecks.evaluateClose(date);
    });
    snapshots.start();
    rounds(2, 60_000);
    expect(await parts()).toEqual(['closeChecks']);
    expect(snapshotsRepo.countOn(s.t.db, friday)).toBe(1);

    release();
    rounds(1, 60_000);
    expect(await parts()).toEqual([]);
    expect(checked).toEqual([friday, friday, friday, friday]);
    expect(warnings('closeChecks')).toHaveLength(1);
    snapshots.stop();
  });

  it('hold a new day’s quotes back until its corporate actions are applied', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'performance'] });
    const corporateActions = createCorporateActionsService({
      db: s.t.db,
      clock: s.t.clock,
      events: s.t.events,
      actions: () => [],
    });
    const market = startMarket({
      env: replayEnv,
      db: s.t.db,
      catalogue: createTestCatalogue(),
      clock: s.t.clock,
      viewers: () => new Map(),
      background,
      onNewDay: (date) => corporateActions.applyDue(date),
    });
    const quotedDay = () => market.prices.get('005930')?.source.label.split(' · ')[1];
    const firstDay = quotedDay();
    lock();
    vi.advanceTimersByTime(replayEnv.REPLAY_DAY_MINUTES * 60_000); // the replay's next day
    rounds(2, 1_000);
    const nextDay = market.market.marketMoment().marketDate;
    expect(nextDay).not.toBe(firstDay);
    expect(await parts()).toContain('corporateActions');
    expect(quotedDay()).toBe(firstDay);
    expect(warnings('corporateActions')).toHaveLength(1);

    release();
    rounds(1, 10_000);
    expect(await parts()).toEqual([]);
    expect(quotedDay()).toBe(nextDay);
    expect(marketStateRepo.actionsAppliedThrough(s.t.db)).toBe(nextDay);
    market.stop();
  });
});
