import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rate-limiter';

describe('createRateLimiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets requests out evenly spaced, and holds them all after a pause', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = createRateLimiter(2, Date.now);
    const released: number[] = [];
    const take = () => limiter.take().then(() => released.push(Date.now()));
    void take();
    void take();
    void take();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(released).toEqual([0, 500, 1_000]);
    limiter.pause(5_000);
    void take();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(released).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toEqual([0, 500, 1_000, 6_000]);
  });
});
