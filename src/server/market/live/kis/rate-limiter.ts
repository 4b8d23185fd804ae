export interface RateLimiter {
  /** Resolves when the next request may go out; requests leave evenly spaced, in call order. */
  take(): Promise<void>;
  /** Holds every later request back for ms (KIS answered EGW00201, too many a second). */
  pause(ms: number): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spaces requests 1000/perSecond ms apart, so a burst never exceeds the per-second quota. */
export function createRateLimiter(perSecond: number, now: () => number = Date.now): RateLimiter {
  const spacingMs = 1_000 / perSecond;
  let nextAt = 0;
  return {
    async take() {
      const current = now();
      const at = Math.max(current, nextAt);
      nextAt = at + spacingMs;
      if (at > current) await sleep(at - current);
    },
    pause(ms) {
      nextAt = Math.max(nextAt, now() + ms);
    },
  };
}
