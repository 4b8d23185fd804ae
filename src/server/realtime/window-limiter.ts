/** A sliding-window counter per key: at most `limit` events in any `windowMs`. */
export function createWindowLimiter({
  limit,
  windowMs,
  now,
}: {
  limit: number;
  windowMs: number;
  now: () => number;
}) {
  const events = new Map<string, number[]>();
  return {
    allow(key: string): boolean {
      const cutoff = now() - windowMs;
      const recent = (events.get(key) ?? []).filter((at) => at > cutoff);
      if (recent.length >= limit) {
        events.set(key, recent);
        return false;
      }
      recent.push(now());
      events.set(key, recent);
      return true;
    },
    forget(key: string) {
      events.delete(key);
    },
  };
}
