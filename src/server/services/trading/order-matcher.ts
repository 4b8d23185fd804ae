import { kstDate } from '../../../shared/domain/market/calendar';
import { isQuoteOfAnotherDay } from '../../../shared/domain/market/quote-day';
import type { Quote } from '../../../shared/schemas/market';
import type { BackgroundHealth } from '../../background-health';
import type { RestingIndex } from './resting-index';

export interface MatcherDeps {
  index: RestingIndex;
  /** Fills crossed orders in one transaction (each re-checks that its order is open). */
  fill: (orderIds: number[]) => void;
  /** Expires day orders whose session has closed; answers when the next one will. */
  expireDue: () => number;
  marketNow: () => Date;
  /** Runs the fills after the tick has reached every listener (setImmediate in production). */
  defer?: (run: () => void) => void;
  /** Expiries and fills run through it: a failed write is retried later, never thrown at a tick. */
  background: BackgroundHealth;
}

const SLICE_MS = 20;
// Fills per commit: one fsync for many fills, few enough that a slice stays near SLICE_MS.
const FILLS_PER_COMMIT = 50;

/**
 * Listens to the tick stream. A tick only takes the crossed orders out of the index; their fills
 * run after the listeners return, a group commit per FILLS_PER_COMMIT, so ticks are never held up.
 */
export function createOrderMatcher(deps: MatcherDeps) {
  const defer = deps.defer ?? ((run) => setImmediate(run));
  const queue: number[] = [];
  let draining = false;
  let nextExpiry = -Infinity;

  // Many fills at once (1,000 orders crossed by one tick) go in slices, so the hub's tick flush
  // and other requests get the event loop between them.
  function drain() {
    const started = performance.now();
    while (queue.length > 0) {
      const ids = queue.splice(0, FILLS_PER_COMMIT);
      if (!deps.background.attempt('orderFills', () => deps.fill(ids))) {
        // Back in front, in order: a fill re-checks that its order is still open, so none is
        // filled twice when the database takes writes again.
        queue.unshift(...ids);
        return setTimeout(drain, deps.background.retryIn('orderFills'));
      }
      if (queue.length > 0 && performance.now() - started > SLICE_MS) return defer(drain);
    }
    draining = false;
  }

  return {
    onQuotes(batch: Quote[]) {
      const now = deps.marketNow();
      if (now.getTime() >= nextExpiry)
        deps.background.attempt('orderExpiry', () => {
          nextExpiry = deps.expireDue();
        });
      const marketDay = kstDate(now);
      for (const quote of batch) {
        if (quote.source.stale || quote.halted || isQuoteOfAnotherDay(quote, marketDay)) continue;
        for (const entry of deps.index.takeCrossed(quote.symbol, quote.price)) queue.push(entry.id);
      }
      if (queue.length > 0 && !draining) {
        draining = true;
        defer(drain);
      }
    },
    /** A new order may expire sooner than the ones already known. */
    expiryAt(at: number) {
      nextExpiry = Math.min(nextExpiry, at);
    },
  };
}

export type OrderMatcher = ReturnType<typeof createOrderMatcher>;
