import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnTick, roundToTick } from '../../shared/domain/market/tick-size';
import { createDayPath, volumeShare } from './day-path';
import { mulberry32 } from './random';

const onGrid = (n: number) => roundToTick(n, 'nearest');
const bar = fc
  .tuple(fc.integer({ min: 50, max: 1_500_000 }), fc.double({ min: 0, max: 0.25, noNaN: true }))
  .chain(([mid, spread]) => {
    const low = onGrid(mid * (1 - spread / 2));
    const high = Math.max(low, onGrid(mid * (1 + spread / 2)));
    const within = fc.double({ min: low, max: high, noNaN: true }).map(onGrid);
    return fc.record({
      low: fc.constant(low),
      high: fc.constant(high),
      open: within,
      close: within,
      volume: fc.integer({ min: 0, max: 50_000_000 }),
    });
  });

describe('createDayPath', () => {
  it('starts at the open, touches the high and low, ends at the close, always on the grid', () => {
    fc.assert(
      fc.property(bar, fc.integer(), fc.integer({ min: 4, max: 2_000 }), (target, seed, steps) => {
        const path = createDayPath(target, steps, mulberry32(seed));
        expect(path.price).toBe(target.open);
        const prices = [path.price];
        for (let step = 1; step < path.steps; step++) {
          path.advanceTo(step);
          prices.push(path.price);
        }
        const offGrid = prices.filter((p) => !isOnTick(p) || p < target.low || p > target.high);
        expect(offGrid).toEqual([]);
        expect(prices.includes(target.high) && prices.includes(target.low)).toBe(true);
        expect(path.price).toBe(target.close);
        expect([path.open, path.high, path.low, path.volume]).toEqual([
          target.open,
          target.high,
          target.low,
          target.volume,
        ]);
      }),
      { numRuns: 200 },
    );
  });

  it('spreads volume U-shaped: more in the first and last half hour than in a midday one', () => {
    const halfHour = 30 / 390;
    const first = volumeShare(halfHour);
    const middle = volumeShare(0.5 + halfHour / 2) - volumeShare(0.5 - halfHour / 2);
    const last = 1 - volumeShare(1 - halfHour);
    expect(first).toBeGreaterThan(2 * middle);
    expect(last).toBeGreaterThan(2 * middle);
    expect(volumeShare(0)).toBe(0);
    expect(volumeShare(1)).toBe(1);
  });
});
