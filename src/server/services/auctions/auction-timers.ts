/** When each open auction closes: real timers in the server, a hand-stepped list in tests. */
export interface AuctionTimers {
  at(when: Date, run: () => void): void;
  stop(): void;
}

export function createAuctionTimers(now: () => Date): AuctionTimers {
  const pending = new Set<NodeJS.Timeout>();
  return {
    at(when, run) {
      const timer = setTimeout(
        () => {
          pending.delete(timer);
          run();
        },
        Math.max(0, when.getTime() - now().getTime()),
      );
      // A waiting close must not keep a finished process (or a test run) alive: on the next
      // start the overdue auction is closed anyway.
      timer.unref();
      pending.add(timer);
    },
    stop() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
