import { describe, expect, it } from 'vitest';
import { isOnTick, roundToTick, tickDown, tickSize, tickUp } from './tick-size';

describe('tickSize (KRX bands since 2023-01-25)', () => {
  it.each([
    [1, 1],
    [1_999, 1],
    [2_000, 5],
    [4_995, 5],
    [5_000, 10],
    [19_990, 10],
    [20_000, 50],
    [49_950, 50],
    [50_000, 100],
    [199_900, 100],
    [200_000, 500],
    [499_500, 500],
    [500_000, 1_000],
    [1_250_000, 1_000],
  ])('%i → %i', (price, tick) => {
    expect(tickSize(price)).toBe(tick);
  });
});

describe('roundToTick', () => {
  it.each([
    [2_003, 'down', 2_000],
    [2_003, 'up', 2_005],
    [2_003, 'nearest', 2_005],
    [19_996, 'up', 20_000],
    [49_960, 'nearest', 49_950],
    [49_980, 'nearest', 50_000],
    [258_700, 'down', 258_500],
    [139_350, 'up', 139_400],
    [1_999.4, 'nearest', 1_999],
    [0.2, 'nearest', 1],
  ] as const)('%d %s → %i', (price, rounding, expected) => {
    expect(roundToTick(price, rounding)).toBe(expected);
  });
});

describe('grid', () => {
  it.each([
    [1_234, true],
    [2_001, false],
    [2_005, true],
    [50_050, false],
    [199_000, true],
    [258_700, false],
    [0, false],
  ])('isOnTick(%i) = %s', (price, expected) => {
    expect(isOnTick(price)).toBe(expected);
  });

  it.each([
    [1_999, 2_000, 1_998],
    [2_000, 2_005, 1_999],
    [50_000, 50_100, 49_950],
    [500_000, 501_000, 499_500],
  ])('around %i: up %i, down %i', (price, up, down) => {
    expect(tickUp(price)).toBe(up);
    expect(tickDown(price)).toBe(down);
  });
});
