import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { createRateLimiter, RateLimitedError, takeAll } from './rate-limiter';

describe('rate limiter', () => {
  it('allows `limit` attempts per key per window, then tells how long until the window ends', () => {
    const clock = fixedClock('2026-03-20T00:00:00Z');
    const limiter = createRateLimiter({ clock, limit: 3, windowMs: 60_000 });
    const take = () => takeAll([limiter, 'a']);
    take();
    take();
    clock.advance(20_000);
    take();
    expect(limiter.retryAfterMs('a')).toBe(40_000);
    expect(limiter.retryAfterMs('b')).toBe(0);
    expect(take).toThrow(RateLimitedError);
    clock.advance(39_999);
    expect(limiter.retryAfterMs('a')).toBe(1);
    clock.advance(1);
    expect(limiter.retryAfterMs('a')).toBe(0);
    take();
    expect(limiter.used('a')).toBe(1);
  });

  it('answers a refused attempt with the wait in whole seconds, rounded up', () => {
    const clock = fixedClock('2026-03-20T00:00:00Z');
    const limiter = createRateLimiter({ clock, limit: 1, windowMs: 60_000 });
    takeAll([limiter, 'a']);
    clock.advance(500);
    const refused = (() => {
      try {
        takeAll([limiter, 'a']);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(RateLimitedError);
    // 59.5 s left → 60.
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(60);
  });

  it('counts against every limit or none, and takes back a refunded attempt', () => {
    const clock = fixedClock('2026-03-20T00:00:00Z');
    const perIp = createRateLimiter({ clock, limit: 2, windowMs: 60_000 });
    const perEmail = createRateLimiter({ clock, limit: 1, windowMs: 60_000 });
    takeAll([perIp, 'ip'], [perEmail, 'kim']);
    expect(() => takeAll([perIp, 'ip'], [perEmail, 'kim'])).toThrow(RateLimitedError);
    expect(perIp.used('ip')).toBe(1);
    perEmail.refund('kim');
    takeAll([perIp, 'ip'], [perEmail, 'kim']);
    expect([perIp.used('ip'), perEmail.used('kim')]).toEqual([2, 1]);
  });

  it('answers the first five refusals of a window at once and holds later ones for up to a second', () => {
    const clock = fixedClock('2026-03-20T00:00:00Z');
    const limiter = createRateLimiter({ clock, limit: 1, windowMs: 60_000 });
    takeAll([limiter, 'a']);
    const holdOf = () => {
      try {
        takeAll([limiter, 'a']);
      } catch (error) {
        return (error as RateLimitedError).holdMs;
      }
    };
    expect(Array.from({ length: 7 }, holdOf)).toEqual([0, 0, 0, 0, 0, 1_000, 1_000]);
    // Never past the end of the window: then the caller may ask again.
    clock.advance(59_700);
    expect(holdOf()).toBe(300);
    clock.advance(300);
    expect(holdOf()).toBeUndefined();
  });
});
