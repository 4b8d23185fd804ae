import { Database } from '../../src/server/db/sqlite-driver';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundHealth } from '../../src/server/background-health';
import { marketStateRepo } from '../../src/server/db/repos/market-state.repo';
import { minuteBarsRepo } from '../../src/server/db/repos/minute-bars.repo';
import { ordersRepo } from '../../src/server/db/repos/orders.repo';
import { createBarRecorder } from '../../src/server/market/bar-recorder';
import { startMarket } from '../../src/server/market/start-market';
import { createPriceStore } from '../../src/server/market/price-store';
import { createTestCatalogue } from '../../src/server/testing/test-catalogue';
import type { Health } from '../../src/shared/schemas/envelope';
import type { Order } from '../../src/shared/schemas/orders';
import { limitBuy, marketOrder, orderScene, quote, type OrderScene } from './orders.helpers';

// Another process (a backup tool, a second server, an admin's sqlite3 shell) holds the write lock
// for longer than the busy timeout, then lets go. The busy timeout is shortened so each refused
// write costs 50 ms instead of 5 s.
const BUSY_TIMEOUT_MS = 50;

let s: OrderScene;
let other: InstanceType<typeof Database>;
beforeEach(async () => {
  s = await orderScene({ deferFills: (run) => setImmediate(run) });
  s.t.db.$client.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  other = new Database(s.t.db.$client.name);
});
afterEach(() => {
  other.close();
  s.t.dispose();
});

const lock = () => other.exec('BEGIN IMMEDIATE');
const release = () => other.exec('COMMIT');
const health = async () => (await s.request<Health>('GET', '/health')).data;
const order = async (id: number) => ordersRepo.find(s.t.db, id);
const parts = async () => (await health()).degraded.map((d) => d.part);

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

describe('the timers that save the market and record bars', () => {
  it('keep running through a lock and write what they held once it clears', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const background = createBackgroundHealth({ log: { warn: () => {}, info: () => {} } });
      const prices = createPriceStore();
      const bars = createBarRecorder({ db: s.t.db, prices, background, flushIntervalMs: 1_000 });
      bars.start();
      prices.apply([quote('005930', 70_000)]);
      const market = startMarket({
        env: {
          MARKET_PROVIDER: 'replay',
          MARKET_SEED: 5,
          REPLAY_DAY_MINUTES: 30,
          REPLAY_START_DATE: undefined,
          DATA_DIR: 'data',
          KIS_ENV: 'real',
          LIVE_CLOSED_POLL_MS: 60_000,
          YAHOO_REQUESTS_PER_HOUR: 300,
        },
        db: s.t.db,
        catalogue: createTestCatalogue(),
        clock: s.t.clock,
        viewers: () => new Map(),
        background,
      });
      lock();
      vi.advanceTimersByTime(10_000);
      expect(
        background
          .degraded()
          .map((d) => d.part)
          .sort(),
      ).toEqual(['marketState', 'minuteBars']);
      expect(background.degraded()[0]?.code).toBe('SQLITE_BUSY');
      release();
      await new Promise((resolve) => setTimeout(resolve, 600));
      vi.advanceTimersByTime(10_000);
      expect(background.degraded()).toEqual([]);
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
