export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/** At most `max` tasks run at once; the rest wait their turn in order. */
export function createLimiter(max: number): Limiter {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (active < max) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // A freed slot passes straight to the next waiter, so `active` never overshoots.
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
