/**
 * `send(key)` at most once per interval for each key: at once when the key was quiet, else once
 * at the end of its interval, however many requests came in between (they all merge into it).
 */
export function createKeyedThrottle<K>(
  intervalMs: number,
  send: (key: K) => void,
  now: () => number = () => performance.now(),
) {
  const lastSent = new Map<K, number>();
  const pending = new Map<K, NodeJS.Timeout>();

  function fire(key: K) {
    pending.delete(key);
    lastSent.set(key, now());
    send(key);
  }

  return {
    request(key: K) {
      if (pending.has(key)) return;
      const wait = (lastSent.get(key) ?? -Infinity) + intervalMs - now();
      if (wait <= 0) fire(key);
      else
        pending.set(
          key,
          setTimeout(() => fire(key), wait),
        );
    },
    stop() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
