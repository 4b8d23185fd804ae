interface Entry<V> {
  value: V;
  version: string;
  pressing: string;
  /** performance.now() when it was computed. */
  at: number;
  refresh?: ReturnType<typeof setTimeout>;
}

/**
 * Answers computed once per change and at most once per `refreshMs` per key, whatever the number
 * of askers: within the interval a changed answer is served as it was and recomputed once, on a
 * timer, when the interval ends. With `refreshMs` 0 every change is computed at the next ask.
 */
export function createCoalesced<V>(deps: {
  compute: (key: string) => V;
  /** Changes whenever the key's answer may have (database writes, prices, the day). */
  version: (key: string) => string;
  /**
   * The part of the version that is never served stale, whatever `refreshMs` says (a write:
   * the student who just traded sees it at once); by default none.
   */
  pressing?: (key: string) => string;
  refreshMs: number;
}) {
  const pressingOf = (key: string) => deps.pressing?.(key) ?? '';
  const entries = new Map<string, Entry<V>>();

  function computeNow(key: string): V {
    const previous = entries.get(key);
    if (previous?.refresh) clearTimeout(previous.refresh);
    const value = deps.compute(key);
    // Read after computing: a version may name what the answer read (the stocks it valued).
    // Nothing is written while a synchronous computation runs, so nothing is missed between.
    const version = deps.version(key);
    entries.set(key, { value, version, pressing: pressingOf(key), at: performance.now() });
    return value;
  }

  // On a timer, with no request to answer: a failure (a locked database) leaves the old answer
  // and the next ask computes it.
  function refreshLater(key: string, entry: Entry<V>) {
    try {
      computeNow(key);
    } catch {
      entry.refresh = undefined;
    }
  }

  return {
    get(key: string): V {
      const entry = entries.get(key);
      if (entry && entry.version === deps.version(key)) return entry.value;
      const age = entry ? performance.now() - entry.at : Infinity;
      if (!entry || age >= deps.refreshMs || entry.pressing !== pressingOf(key))
        return computeNow(key);
      entry.refresh ??= setTimeout(() => refreshLater(key, entry), deps.refreshMs - age);
      entry.refresh.unref();
      return entry.value;
    },
  };
}
