/**
 * hub: StockClass with clients that ask for batches, as the app's; hub-tick: the same hub with
 * clients that hear a `tick` per symbol (older tabs); bare: Socket.IO with no app code; ws: raw.
 */
export type FanoutServer = 'hub' | 'hub-tick' | 'bare' | 'ws';

export const SYMBOLS = Array.from({ length: 100 }, (_, i) =>
  String(100000 + i * 10).padStart(6, '0'),
);
export const TICK_BATCHES_PER_SECOND = 4;
/**
 * Client i watches `perClient` of the 100 symbols, spread evenly: 1 is a student on a detail
 * page, 10 a student on the trading page (a full watchlist).
 */
export function symbolsFor(client: number, perClient: number): string[] {
  return Array.from(
    { length: perClient },
    (_, k) => SYMBOLS[(client * 7 + k * 10) % SYMBOLS.length]!,
  );
}
