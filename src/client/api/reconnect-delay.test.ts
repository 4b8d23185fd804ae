import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('starts within a second', () => {
    expect(reconnectDelay(0, 0)).toBe(500);
    expect(reconnectDelay(0, 0.999)).toBeLessThanOrEqual(1_000);
  });

  it('doubles with every failed attempt', () => {
    expect(reconnectDelay(1, 0)).toBe(2 * reconnectDelay(0, 0));
    expect(reconnectDelay(3, 0.5)).toBe(8 * reconnectDelay(0, 0.5));
  });

  it('never waits longer than half a minute, however long the outage', () => {
    for (const attempts of [5, 10, 100, 10_000]) {
      expect(reconnectDelay(attempts, 0.999)).toBeLessThanOrEqual(30_000);
      expect(reconnectDelay(attempts, 0)).toBe(15_000);
    }
  });

  it('spreads a class that failed together over different moments', () => {
    const delays = new Set([0, 0.25, 0.5, 0.75].map((random) => reconnectDelay(2, random)));
    expect(delays.size).toBe(4);
  });
});
