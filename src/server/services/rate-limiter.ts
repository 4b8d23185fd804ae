import { DomainError } from '../../shared/domain/domain-error';
import { messages } from '../../shared/messages';
import type { Clock } from '../clock';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Attempts counted for `key` in its current window. */
  used(key: string): number;
  /** Milliseconds until `key` may try again; 0 while its window has room. */
  retryAfterMs(key: string): number;
  /** Counts one attempt for `key`. */
  count(key: string): void;
  /** Takes back one attempt counted for `key` (it turned out not to be one that counts). */
  refund(key: string): void;
}

/** A 429: the answer carries how long to wait in `Retry-After`. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number) {
    super('RATE_LIMITED', messages.rateLimited);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

// Beyond this many keys, expired windows are swept so a flood of addresses cannot grow memory.
const SWEEP_THRESHOLD = 10_000;

/** A fixed-window counter per key, kept in memory (one process, see DESIGN §1). */
export function createRateLimiter({
  clock,
  limit,
  windowMs,
}: RateLimit & { clock: Clock }): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const now = () => clock.now().getTime();

  function current(key: string, at: number) {
    const window = windows.get(key);
    return window && at - window.startedAt < windowMs ? window : undefined;
  }

  function sweep(at: number) {
    for (const [key, window] of windows) if (at - window.startedAt >= windowMs) windows.delete(key);
  }

  return {
    used: (key) => current(key, now())?.count ?? 0,
    retryAfterMs(key) {
      const at = now();
      const window = current(key, at);
      return window && window.count >= limit ? window.startedAt + windowMs - at : 0;
    },
    count(key) {
      const at = now();
      const window = current(key, at);
      if (window) {
        window.count += 1;
        return;
      }
      if (windows.size >= SWEEP_THRESHOLD) sweep(at);
      windows.set(key, { startedAt: at, count: 1 });
    },
    refund(key) {
      const window = current(key, now());
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

/**
 * Counts one attempt against every limit, or none: refused with the longest wait when any is
 * used up. Every counter advances together, so alternating addresses or emails does not help.
 */
export function takeAll(...limits: Array<readonly [limiter: RateLimiter, key: string]>) {
  const wait = Math.max(0, ...limits.map(([limiter, key]) => limiter.retryAfterMs(key)));
  if (wait > 0) throw new RateLimitedError(wait);
  for (const [limiter, key] of limits) limiter.count(key);
}
