import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser } from '../../testing/factories';
import { createTestDb, type TestDb } from '../../testing/test-db';
import { snapshotsRepo } from './snapshots.repo';

let testDb: TestDb;
beforeEach(() => {
  testDb = createTestDb();
});
afterEach(() => testDb.dispose());

/** A student with a close on each of these days, worth 1,000 won more each day. */
function studentWithCloses(dates: string[]) {
  const { id } = insertUser(testDb.db, { role: 'STUDENT' });
  snapshotsRepo.saveAll(
    testDb.db,
    dates.map((date, i) => ({
      userId: id,
      date,
      totalValue: 10_000_000 + i * 1_000,
      cash: 0,
      netDeposits: 10_000_000,
    })),
  );
  return id;
}

describe('snapshotsRepo.latestBefore', () => {
  it('finds each asked user’s last close before the day, and only theirs', () => {
    const a = studentWithCloses(['2026-11-18', '2026-11-19', '2026-11-20']);
    const b = studentWithCloses(['2026-11-17']);
    const c = studentWithCloses(['2026-11-19']);
    const late = studentWithCloses(['2026-11-20']);
    const dates = (found: Map<number, { date: string }>) =>
      Object.fromEntries([...found].map(([id, row]) => [id, row.date]));

    expect(dates(snapshotsRepo.latestBefore(testDb.db, '2026-11-20', [a, b, late]))).toEqual({
      [a]: '2026-11-19',
      [b]: '2026-11-17',
    });
    expect(dates(snapshotsRepo.latestBefore(testDb.db, '2026-11-20', [a]))).toEqual({
      [a]: '2026-11-19',
    });
    expect(dates(snapshotsRepo.latestBefore(testDb.db, '2026-11-20'))).toEqual({
      [a]: '2026-11-19',
      [b]: '2026-11-17',
      [c]: '2026-11-19',
    });
    expect(snapshotsRepo.latestBefore(testDb.db, '2026-11-20', []).size).toBe(0);
  });
});
