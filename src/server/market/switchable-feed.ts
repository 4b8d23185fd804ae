import type { MarketFeed } from './types';

/**
 * A feed whose engine can be replaced while services hold on to it (the admin's 시장 설정): the
 * new engine takes over every stock the old one priced, and writes into the same price store.
 */
export function createSwitchableFeed(first: MarketFeed) {
  let current = first;
  let started = false;
  const wanted = new Set<string>();
  const remember = (symbols: string[]) => symbols.forEach((symbol) => wanted.add(symbol));

  const feed: MarketFeed = {
    get name() {
      return current.name;
    },
    start(symbols) {
      started = true;
      remember(symbols);
      current.start(symbols);
    },
    track(symbols) {
      remember(symbols);
      current.track(symbols);
    },
    untrack(symbols) {
      symbols.forEach((symbol) => wanted.delete(symbol));
      current.untrack(symbols);
    },
    stop() {
      started = false;
      current.stop();
    },
    prime(symbols) {
      remember(symbols);
      return current.prime(symbols);
    },
    isTracked: (symbol) => current.isTracked(symbol),
    trackedCount: () => current.trackedCount(),
    now: () => current.now(),
    marketMoment: () => current.marketMoment(),
    history: (symbol) => current.history(symbol),
    news: (symbol) => current.news(symbol),
    indexLevel: (name) => current.indexLevel?.(name),
    refreshAll: () => current.refreshAll(),
    elapsedMs: () => current.elapsedMs(),
    status: () => current.status(),
  };

  return {
    feed,
    replace(next: MarketFeed) {
      const previous = current;
      current = next;
      if (started) {
        previous.stop();
        next.start([...wanted]);
      }
    },
  };
}
