import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kstInstant } from '../../shared/domain/market/calendar';
import type { Quote } from '../../shared/schemas/market';
import { minuteBarsRepo } from '../db/repos/minute-bars.repo';
import { createTestDb, type TestDb } from '../testing/test-db';
import { createBarRecorder } from './bar-recorder';
import { createPriceStore, type PriceStore } from './price-store';

let testDb: TestDb;
let prices: PriceStore;

beforeEach(() => {
  testDb = createTestDb();
  prices = createPriceStore();
});
afterEach(() => testDb.dispose());

function quote(date: string, minuteOfDay: number, price: number, volume: number): Quote {
  return {
    symbol: '005930',
    price,
    previousClose: 190_000,
    open: 190_000,
    high: Math.max(190_000, price),
    low: Math.min(190_000, price),
    volume,
    change: price - 190_000,
    changePercent: 0,
    updatedAt: kstInstant(date, minuteOfDay),
    source: { provider: 'naver', label: '실시간', stale: false },
  };
}

const recorded = (from = 0) =>
  minuteBarsRepo.range(testDb.db, '005930', from, Number.MAX_SAFE_INTEGER);

describe('bar recorder', () => {
  it('gives the first bar of a recording only the volume traded after it began', () => {
    const bars = createBarRecorder({ db: testDb.db, prices });
    // Priced from 11:00, when 3,000,000 shares had already traded today.
    prices.apply([quote('2026-03-09', 11 * 60, 191_000, 3_000_000)]);
    prices.apply([quote('2026-03-09', 11 * 60, 191_100, 3_000_400)]);
    prices.apply([quote('2026-03-09', 11 * 60 + 1, 191_200, 3_001_000)]);
    bars.flush();
    expect(recorded().map((bar) => bar.volume)).toEqual([400, 600]);
  });

  it('starts a new trading day from its own cumulative volume', () => {
    const bars = createBarRecorder({ db: testDb.db, prices });
    prices.apply([quote('2026-03-09', 15 * 60 + 29, 191_000, 5_000_000)]);
    prices.apply([quote('2026-03-10', 9 * 60, 192_000, 12_000)]);
    bars.flush();
    expect(recorded().map((bar) => bar.volume)).toEqual([0, 12_000]);
  });

  it('keeps the minute bars of the last 14 market days, holidays not counted', () => {
    const bars = createBarRecorder({ db: testDb.db, prices });
    // 2026-03-02 is a holiday: the 14 market days up to 03-20 begin on 03-03.
    prices.apply([quote('2026-02-27', 10 * 60, 190_000, 1_000)]);
    prices.apply([quote('2026-03-03', 10 * 60, 190_000, 1_000)]);
    bars.flush();
    prices.apply([quote('2026-03-20', 10 * 60, 190_000, 1_000)]);
    bars.flush();
    expect(recorded().map((bar) => new Date(bar.time).toISOString().slice(0, 10))).toEqual([
      '2026-03-03',
      '2026-03-20',
    ]);
  });
});
