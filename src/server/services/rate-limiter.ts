import type { Clock } from '../clock';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; false once the key has used up its window. */
  hit(key: string): boolean;
}

// Beyond this many keys, expired windows are swept so a flood of addresses cannot grow memory.
const SWEEP_THRESHOLD = 10_000;

/** A fixed-window counter per key, kept in memory (one process, see DESIGN §1). */
export function createRateLimiter({ clock, limit, windowMs }: RateLimit & { clock: Clock }) {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function sweep(now: number) {
    for (const [key, window] of windows)
      if (now - window.startedAt >= windowMs) windows.delete(key);
  }

  return {
    hit(key) {
      const now = clock.now().getTime();
      const window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        if (windows.size >= SWEEP_THRESHOLD) sweep(now);
        windows.set(key, { startedAt: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= limit;
    },
  } satisfies RateLimiter;
}
