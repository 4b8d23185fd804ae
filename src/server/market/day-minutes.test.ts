import { describe, expect, it } from 'vitest';
import { kstInstant } from '../../shared/domain/market/calendar';
import { dayMinutes } from './day-minutes';

const day = {
  date: '2026-03-09',
  open: 70_000,
  high: 72_000,
  low: 69_000,
  close: 71_500,
  volume: 390_000,
};

describe('dayMinutes', () => {
  const bars = dayMinutes({ symbol: '005930', day, steps: 1800, seed: 7, snapshots: [] });

  it('covers 09:00 … 15:29 minute by minute and honours the daily bar', () => {
    expect(bars).toHaveLength(390);
    expect(bars[0]?.time).toBe(kstInstant('2026-03-09', 9 * 60));
    expect(bars.at(-1)?.time).toBe(kstInstant('2026-03-09', 15 * 60 + 29));
    expect(bars[0]?.open).toBe(70_000);
    expect(bars.at(-1)?.close).toBe(71_500);
    expect(Math.max(...bars.map((b) => b.high))).toBe(72_000);
    expect(Math.min(...bars.map((b) => b.low))).toBe(69_000);
    expect(bars.reduce((sum, b) => sum + b.volume, 0)).toBe(390_000);
  });

  it('gives the same minutes for the same seed, other minutes for another', () => {
    expect(dayMinutes({ symbol: '005930', day, steps: 1800, seed: 7, snapshots: [] })).toEqual(
      bars,
    );
    const other = dayMinutes({ symbol: '005930', day, steps: 1800, seed: 8, snapshots: [] });
    expect(other.map((b) => b.close)).not.toEqual(bars.map((b) => b.close));
  });

  it('keeps a day without trades flat at its close', () => {
    const halted = { ...day, open: 0, high: 0, low: 0, volume: 0 };
    const flat = dayMinutes({ symbol: '005930', day: halted, steps: 60, seed: 7, snapshots: [] });
    expect(new Set(flat.flatMap((b) => [b.open, b.high, b.low, b.close]))).toEqual(
      new Set([71_500]),
    );
  });
});
