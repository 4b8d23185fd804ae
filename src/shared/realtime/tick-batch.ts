import type { Quote, QuoteSource } from '../schemas/market';
import type { Tick } from './events';

// The compact form of the ticks one flush sends a socket (ADR 0015). Plain TypeScript, no zod:
// the first client script imports it, and zod's eval probe would trip the CSP.

/** The handshake auth a client adds to its own to get `ticks` batches instead of `tick` events. */
export const TICK_BATCH_AUTH = { tickBatch: 1 } as const;

/** A quote's fields in a fixed order; the source is an index into the batch's sources. */
export type TickRow = [
  symbol: string,
  price: number,
  previousClose: number,
  open: number,
  high: number,
  low: number,
  volume: number,
  change: number,
  changePercent: number,
  updatedAt: number,
  source: number,
];
export type SourceRow = [provider: QuoteSource['provider'], label: string, stale: boolean];
/** Every quote shares the batch's send time; a batch's quotes mostly share one source. */
export type TickBatch = [serverTime: number, sources: SourceRow[], rows: TickRow[]];

export function packTicks(quotes: Iterable<Quote>, serverTime: number): TickBatch {
  const sources: SourceRow[] = [];
  const sourceIndex = new Map<string, number>();
  const rows: TickRow[] = [];
  for (const quote of quotes) {
    const { provider, label, stale } = quote.source;
    const key = `${provider}\n${stale}\n${label}`;
    let index = sourceIndex.get(key);
    if (index === undefined) {
      index = sources.push([provider, label, stale]) - 1;
      sourceIndex.set(key, index);
    }
    rows.push([
      quote.symbol,
      quote.price,
      quote.previousClose,
      quote.open,
      quote.high,
      quote.low,
      quote.volume,
      quote.change,
      quote.changePercent,
      quote.updatedAt,
      index,
    ]);
  }
  return [serverTime, sources, rows];
}

/** The ticks of a batch as the per-symbol `tick` event carries them. */
export function unpackTicks([serverTime, sources, rows]: TickBatch): Tick[] {
  return rows.map(
    ([
      symbol,
      price,
      previousClose,
      open,
      high,
      low,
      volume,
      change,
      changePercent,
      updatedAt,
      s,
    ]) => {
      const [provider, label, stale] = sources[s]!;
      return {
        symbol,
        price,
        previousClose,
        open,
        high,
        low,
        volume,
        change,
        changePercent,
        updatedAt,
        source: { provider, label, stale },
        serverTime,
      };
    },
  );
}
