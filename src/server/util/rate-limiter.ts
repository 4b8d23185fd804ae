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
  /** Counts one refusal for `key` in its full window; answers how many there were. */
  refuse(key: string): number;
}

// A person who meets a limit tries again once or twice; a script that ignores Retry-After asks
// thousands of times a second, and each refusal still costs the server a request (ADR 0034: 20
// such readers took 4,600 refusals a second from the orders' event loop). Past the first few
// refusals in a window the answer is held, so such a caller asks about once a second.
const REFUSALS_ANSWERED_AT_ONCE = 5;
const MAX_HOLD_MS = 1_000;

/** A 429: the answer carries how long to wait in `Retry-After`, and is sent after `holdMs`. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;
  readonly holdMs: number;

  constructor(retryAfterMs: number, refusals = 1, message: string = messages.rateLimited) {
    super('RATE_LIMITED', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    this.holdMs = refusals > REFUSALS_ANSWERED_AT_ONCE ? Math.min(MAX_HOLD_MS, retryAfterMs) : 0;
  }
}

// Beyond this many keys, expired windows are swept so a flood of addresses cannot grow memory.
const SWEEP_THRESHOLD = 10_000;

/** A fixed-window counter per key, kept in memory (one process, see docs/product/README.md#one-server). */
export function createRateLimiter({
  clock,
  limit,
  windowMs,
}: RateLimit & { clock: Clock }): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number; refused: number }>();
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
      windows.set(key, { startedAt: at, count: 1, refused: 0 });
    },
    refund(key) {
      const window = current(key, now());
      if (window && window.count > 0) window.count -= 1;
    },
    refuse(key) {
      const window = current(key, now());
      if (!window) return 0;
      window.refused += 1;
      return window.refused;
    },
  };
}

/**
 * Counts one attempt against every limit, or none: refused with the longest wait when any is
 * used up. Every counter advances together, so alternating addresses or emails does not help.
 */
export function takeAll(...limits: Array<readonly [limiter: RateLimiter, key: string]>) {
  const waits = limits.map(([limiter, key]) => limiter.retryAfterMs(key));
  const wait = Math.max(0, ...waits);
  if (wait > 0) {
    const full = limits.filter((_, i) => waits[i]! > 0);
    const refusals = Math.max(...full.map(([limiter, key]) => limiter.refuse(key)));
    throw new RateLimitedError(wait, refusals);
  }
  for (const [limiter, key] of limits) limiter.count(key);
}
