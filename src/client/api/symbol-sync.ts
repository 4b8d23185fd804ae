import type { SubscribeAck } from '../../shared/realtime/events';
import { realtimeLimits } from '../../shared/realtime/handshake';

type SyncEvent = 'subscribe' | 'unsubscribe' | 'books:subscribe' | 'books:unsubscribe';

interface SymbolSocket {
  readonly connected: boolean;
  emit(event: SyncEvent, symbols: string[], ack: (r: SubscribeAck) => void): void;
}

/** Ticks by default; order books use the same counting with their own pair of events. */
const TICKS = { subscribe: 'subscribe', unsubscribe: 'unsubscribe' } as const;
export const ORDER_BOOKS = {
  subscribe: 'books:subscribe',
  unsubscribe: 'books:unsubscribe',
} as const;

/**
 * Reference-counted symbols a screen wants, kept in step with what the hub has subscribed.
 * Changes made in one render (a page of rows mounting, another unmounting) are sent together
 * as one unsubscribe and one subscribe: the hub allows 60 such events a minute and 50 symbols
 * a socket, so one event per row would soon be refused.
 */
export function createSymbolSync(
  socket: () => SymbolSocket | null,
  events: typeof TICKS | typeof ORDER_BOOKS = TICKS,
) {
  const wanted = new Map<string, number>();
  const subscribed = new Set<string>();
  let scheduled = false;

  function sync() {
    scheduled = false;
    const current = socket();
    if (!current?.connected) return;
    const leaving = [...subscribed].filter((symbol) => !wanted.has(symbol));
    leaving.forEach((symbol) => subscribed.delete(symbol));
    if (leaving.length > 0) current.emit(events.unsubscribe, leaving, () => undefined);
    const room = realtimeLimits.symbolsPerSocket - subscribed.size;
    const joining = [...wanted.keys()].filter((symbol) => !subscribed.has(symbol)).slice(0, room);
    if (joining.length === 0) return;
    joining.forEach((symbol) => subscribed.add(symbol));
    current.emit(events.subscribe, joining, (result) => {
      if (!result.ok) joining.forEach((symbol) => subscribed.delete(symbol));
    });
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(sync);
  }

  return {
    /** A new connection starts with nothing subscribed. */
    reset() {
      subscribed.clear();
      schedule();
    },
    /** Returns the matching release. */
    watch(symbols: string[]) {
      symbols.forEach((symbol) => wanted.set(symbol, (wanted.get(symbol) ?? 0) + 1));
      schedule();
      return () => {
        for (const symbol of symbols) {
          const count = (wanted.get(symbol) ?? 1) - 1;
          if (count > 0) wanted.set(symbol, count);
          else wanted.delete(symbol);
        }
        schedule();
      };
    },
  };
}
