import { describe, expect, it } from 'vitest';
import { isOnTick } from './tick-size';
import { isWithinLimits, priceLimits } from './price-limits';

describe('priceLimits (±30%, KRX rounding)', () => {
  // Real limit-hit closes from the embedded KRX daily files, 2026-03-06 … 03-20.
  it.each([
    [10_000, 'KOSPI', 13_000, 7_000],
    [199_000, 'KOSPI', 258_500, 139_300],
    [65_600, 'KOSDAQ GLOBAL', 85_200, 46_000],
    [1_540, 'KOSDAQ', 2_000, 1_078],
    [2_860, 'KOSPI', 3_715, 2_005],
    [900_000, 'KOSPI', 1_170_000, 630_000],
    [2_295, 'KONEX', 2_635, 1_955],
    [22_950, 'KONEX', 26_350, 19_550],
    [34, 'KONEX', 39, 29],
  ] as const)('previous close %i on %s → %i / %i', (previousClose, market, upper, lower) => {
    expect(priceLimits(previousClose, market)).toEqual({ upper, lower });
  });

  it.each([1, 7, 1_999, 2_000, 4_995, 19_990, 49_950, 153_600, 499_500, 1_234_000])(
    'limits of %i are on the grid',
    (previousClose) => {
      const { upper, lower } = priceLimits(previousClose);
      expect(isOnTick(upper) && isOnTick(lower)).toBe(true);
      expect(upper).toBeLessThanOrEqual(previousClose * 1.3);
      expect(lower).toBeGreaterThanOrEqual(previousClose * 0.7);
    },
  );

  it.each([
    [13_000, true],
    [13_010, false],
    [7_000, true],
    [6_990, false],
  ])('%i inside the 10,000 limits: %s', (price, inside) => {
    expect(isWithinLimits(price, priceLimits(10_000))).toBe(inside);
  });
});
