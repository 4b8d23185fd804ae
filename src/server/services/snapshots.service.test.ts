import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import { insertStocks, insertStudent, quote } from '../testing/money-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { holdingsRepo } from '../db/repos/holdings.repo';
import { createSnapshotService, lastClosedDay } from './snapshots.service';

describe('lastClosedDay (KST close 15:30, business days)', () => {
  it.each([
    ['2026-03-20T01:00:00Z', '2026-03-19'], // Fri 10:00 KST: Thursday's close
    ['2026-03-20T06:29:59Z', '2026-03-19'], // Fri 15:29:59
    ['2026-03-20T06:30:00Z', '2026-03-20'], // Fri 15:30
    ['2026-03-21T03:00:00Z', '2026-03-20'], // Saturday
    ['2026-03-22T23:00:00Z', '2026-03-20'], // Mon 08:00 KST
    ['2026-03-02T07:00:00Z', '2026-02-27'], // 3·1절 substitute holiday
  ])('%s → %s', (now, day) => {
    expect(lastClosedDay(new Date(now))).toBe(day);
  });
});

describe('createSnapshotService', () => {
  let t: TestApp;
  beforeEach(() => {
    t = createTestApp({ now: '2026-03-20T07:00:00Z' }); // Fri 16:00 KST
  });
  afterEach(() => t.dispose());

  it('snapshots every student once per close, at current prices and the market moment', () => {
    const stock = insertStocks(t.db, t.deps.catalogue).get('005930')!;
    const student = insertStudent(t.db, { cash: 1_000_000 });
    holdingsRepo.save(t.db, {
      userId: student.id,
      stockId: stock.id,
      quantity: 10,
      averagePrice: 70_000,
      updatedAt: new Date(),
    });
    t.deps.prices.apply([quote('005930', 80_000)]);
    const service = createSnapshotService(t.deps);
    // The replay plays its first real day, 03-06: KOSPI as replayed at that moment goes with it.
    const kospiNow = () => t.engine.indexLevel('KOSPI')!.level;
    const first = kospiNow();
    expect(service.catchUp()).toBe(1);
    expect(service.catchUp()).toBe(0);
    expect(snapshotsRepo.range(t.db, student.id, '2026-03-01')).toEqual([
      {
        userId: student.id,
        date: '2026-03-20',
        totalValue: 1_800_000,
        cash: 1_000_000,
        netDeposits: 1_000_000,
        marketDate: '2026-03-06',
        kospi: first,
      },
    ]);
    t.clock.set('2026-03-23T06:30:00Z'); // next Monday's close
    t.engine.step(30 * 60_000); // a replayed day (30 minutes) later
    const second = kospiNow();
    expect(second).not.toBe(first);
    expect(service.catchUp()).toBe(1);
    const rows = snapshotsRepo.range(t.db, student.id, '2026-03-01');
    expect(rows.map((s) => [s.date, s.marketDate, s.kospi])).toEqual([
      ['2026-03-20', '2026-03-06', first],
      ['2026-03-23', '2026-03-09', second],
    ]);
  });
});
