export interface RequestBudget {
  /**
   * Grants up to `wanted` requests now and spends them; the answer may be 0. With `reserve`, it
   * grants only what leaves that many for others.
   */
  take(wanted: number, reserve?: number): number;
}

/**
 * A token bucket over the clock: `perHour` requests an hour, at most `burst` at once (a start-up
 * or a student opening a stock may spend them together).
 */
export function createRequestBudget(options: {
  perHour: number;
  burst: number;
  now: () => number;
}): RequestBudget {
  const perMs = options.perHour / 3_600_000;
  let tokens = options.burst;
  let at = options.now();
  return {
    take(wanted, reserve = 0) {
      const now = options.now();
      tokens = Math.min(options.burst, tokens + Math.max(0, now - at) * perMs);
      at = now;
      const granted = Math.max(0, Math.min(wanted, Math.floor(tokens - reserve)));
      tokens -= granted;
      return granted;
    },
  };
}
