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

describe('createDayPath through snapshots', () => {
  // 2026-03-11-like day of a 194,000 stock: open 190,000, high 197,000, low 188,000, close 195,000.
  const day = { open: 190_000, high: 197_000, low: 188_000, close: 195_000, volume: 10_000_000 };
  const checkpoints = [
    { step: 50, price: 189_000, high: 191_000, low: 188_500, volume: 2_000_000 },
    { step: 150, price: 193_500, high: 194_000, low: 188_500, volume: 4_500_000 },
    { step: 300, price: 192_000, high: 196_000, low: 188_000, volume: 8_000_000 },
  ];

  function walk(seed: number) {
    const path = createDayPath(day, 390, mulberry32(seed), { checkpoints });
    const seen = [{ price: path.price, high: path.high, low: path.low, volume: path.volume }];
    for (let step = 1; step < path.steps; step++) {
      path.advanceTo(step);
      seen.push({ price: path.price, high: path.high, low: path.low, volume: path.volume });
    }
    return seen;
  }

  it.each([1, 2, 3, 42, 2026])(
    'seed %i: at each snapshot the price, high and low so far and volume so far are the snapshot’s',
    (seed) => {
      const seen = walk(seed);
      for (const point of checkpoints)
        expect(seen[point.step]).toEqual({
          price: point.price,
          high: point.high,
          low: point.low,
          volume: point.volume,
        });
      expect(seen[0]?.price).toBe(190_000);
      expect(seen.at(-1)).toEqual({
        price: 195_000,
        high: 197_000,
        low: 188_000,
        volume: 10_000_000,
      });
      expect(seen.filter((s) => !isOnTick(s.price))).toEqual([]);
    },
  );

  it('is the same path for the same seed and another for another seed', () => {
    expect(walk(5)).toEqual(walk(5));
    expect(walk(6).map((s) => s.price)).not.toEqual(walk(5).map((s) => s.price));
  });

  it('keeps a snapshot outside the day’s bar inside it (the daily bar wins)', () => {
    const wild = [{ step: 100, price: 199_000, high: 199_500, low: 180_000, volume: 1 }];
    const path = createDayPath(day, 390, mulberry32(9), { checkpoints: wild });
    path.advanceTo(100);
    expect([path.price, path.high, path.low]).toEqual([197_000, 197_000, 188_000]);
    path.advanceTo(389);
    expect([path.price, path.high, path.low]).toEqual([195_000, 197_000, 188_000]);
  });

  it('walks an index in hundredths of a point', () => {
    const kospi = { open: 578_120, high: 581_050, low: 575_533, close: 579_999, volume: 0 };
    const path = createDayPath(kospi, 60, mulberry32(3), { round: Math.round });
    const prices = [path.price];
    for (let step = 1; step < path.steps; step++) {
      path.advanceTo(step);
      prices.push(path.price);
    }
    expect(prices[0]).toBe(578_120);
    expect(prices.at(-1)).toBe(579_999);
    expect([path.high, path.low]).toEqual([581_050, 575_533]);
    expect(prices.every(Number.isInteger)).toBe(true);
  });
});

// Snapshots a real session could leave: times, prices inside the day, running extremes widening.
const session = bar.chain((target) => {
  const within = fc.double({ min: target.low, max: target.high, noNaN: true }).map(onGrid);
  const snapshot = fc.record({
    step: fc.integer({ min: 20, max: 1_180 }),
    price: within,
    peak: within,
    trough: within,
  });
  return fc.record({
    target: fc.constant(target),
    snapshots: fc.uniqueArray(snapshot, { minLength: 1, maxLength: 9, selector: (s) => s.step }),
  });
});

describe('createDayPath through any snapshots', () => {
  it('passes each with its running high and low, then ends on the day’s bar (property)', () => {
    fc.assert(
      fc.property(session, fc.integer(), ({ target, snapshots }, seed) => {
        const ordered = [...snapshots].sort((a, b) => a.step - b.step);
        let high = target.open;
        let low = target.open;
        const checkpoints = ordered.map(({ step, price, peak, trough }, i) => {
          // Each gap leaves room for a new high and a new low before the snapshot.
          const spaced = 20 + i * 130 + (step % 100);
          high = Math.max(high, price, peak);
          low = Math.min(low, price, trough);
          return { step: spaced, price, high, low, volume: 0 };
        });
        const path = createDayPath(target, 1_200, mulberry32(seed), { checkpoints });
        for (const point of checkpoints) {
          path.advanceTo(point.step);
          expect([path.price, path.high, path.low]).toEqual([point.price, point.high, point.low]);
        }
        path.advanceTo(1_199);
        expect([path.price, path.high, path.low]).toEqual([target.close, target.high, target.low]);
      }),
      { numRuns: 150 },
    );
  });
});
