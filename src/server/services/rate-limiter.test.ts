import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { createRateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  it('allows `limit` hits per key per window, then refuses until the window ends', () => {
    const clock = fixedClock('2026-03-20T00:00:00Z');
    const limiter = createRateLimiter({ clock, limit: 3, windowMs: 60_000 });
    expect([1, 2, 3, 4].map(() => limiter.hit('a'))).toEqual([true, true, true, false]);
    expect(limiter.hit('b')).toBe(true);
    clock.advance(59_999);
    expect(limiter.hit('a')).toBe(false);
    clock.advance(1);
    expect(limiter.hit('a')).toBe(true);
  });
});
