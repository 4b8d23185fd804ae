import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { marketStateRepo } from '../db/repos/market-state.repo';
import { holdings, stocks, users } from '../db/schema';
import { createTestCatalogue } from '../testing/test-catalogue';
import { createTestDb, type TestDb } from '../testing/test-db';
import { startMarket } from './start-market';
import { replayEnv } from '../testing/replay-env';

const clock = fixedClock('2026-03-20T01:00:00Z');
const viewers = () => new Map<string, number>();

let testDb: TestDb;
afterEach(() => testDb.dispose());

describe('startMarket', () => {
  it('prices the largest stocks on a fresh database and resumes the replay after a restart', () => {
    testDb = createTestDb();
    const catalogue = createTestCatalogue();
    const first = startMarket({ env: replayEnv, db: testDb.db, catalogue, clock, viewers });
    expect(first.market.trackedCount()).toBe(catalogue.instruments().length);
    expect(first.status()).toEqual({
      provider: 'replay',
      status: 'running',
      label: '과거 시세 재생 · 2026-03-06',
    });
    first.stop();
    const saved = marketStateRepo.load(testDb.db);
    expect(saved?.provider).toBe('replay');
    // Two replayed days (30 minutes each) later, the server restarts.
    marketStateRepo.save(testDb.db, { ...saved!, elapsedMs: 2 * 30 * 60_000 });

    const second = startMarket({ env: replayEnv, db: testDb.db, catalogue, clock, viewers });
    expect(second.status().label).toBe('과거 시세 재생 · 2026-03-10');
    second.stop();
    const changed = startMarket({
      env: { ...replayEnv, MARKET_SEED: 6 },
      db: testDb.db,
      catalogue,
      clock,
      viewers,
    });
    expect(changed.status().label).toBe('과거 시세 재생 · 2026-03-06');
    changed.stop();
  });

  it('prices tracked and held stocks once the stocks table says so', () => {
    testDb = createTestDb();
    const { db } = testDb;
    db.insert(stocks)
      .values([
        {
          symbol: '005930',
          name: '삼성전자',
          market: 'KOSPI',
          sector: '전기전자',
          isTracked: true,
        },
        { symbol: '035720', name: '카카오', market: 'KOSPI', sector: '서비스업' },
        { symbol: '000660', name: 'SK하이닉스', market: 'KOSPI', sector: '전기전자' },
      ])
      .run();
    const user = db
      .insert(users)
      .values({ email: 'a@b.kr', name: '학생', passwordHash: 'x' })
      .returning()
      .get();
    db.insert(holdings)
      .values({
        userId: user.id,
        stockId: 2,
        quantity: 3,
        averagePrice: 50_000,
        updatedAt: new Date(),
      })
      .run();
    const started = startMarket({
      env: replayEnv,
      db,
      catalogue: createTestCatalogue(),
      clock,
      viewers,
    });
    expect(['005930', '035720', '000660'].map((s) => started.market.isTracked(s))).toEqual([
      true,
      true,
      false,
    ]);
    started.stop();
  });
});
