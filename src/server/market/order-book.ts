import type { PriceLimits } from '../../shared/domain/market/price-limits';
import { tickDown, tickUp } from '../../shared/domain/market/tick-size';
import type { OrderBook } from '../../shared/schemas/market';
import type { Random } from './random';

export const BOOK_LEVELS = 10;

// A resting level holds roughly a few minutes of the stock's usual trading; deeper levels a
// little more, as on a real KRX book.
const LEVEL_SHARE_OF_DAILY_VOLUME = 0.004;

/**
 * Ten levels a side on the tick grid around the last price: the last trade sits at the best
 * bid or the best ask. KRX accepts no order beyond the daily limits, so a stock at its upper
 * limit has no asks (and at its lower limit no bids).
 */
export function buildOrderBook(input: {
  symbol: string;
  price: number;
  limits: PriceLimits;
  averageVolume: number;
  random: Random;
  updatedAt: number;
}): OrderBook {
  const { price, limits, random } = input;
  const tradedAtAsk = random() < 0.5;
  const base = Math.max(10, input.averageVolume * LEVEL_SHARE_OF_DAILY_VOLUME);
  const volume = (level: number) =>
    Math.max(1, Math.round(base * (0.4 + 1.2 * random()) * (1 + 0.15 * level)));
  const asks = [];
  const bids = [];
  for (let level = 0, p = tradedAtAsk ? price : tickUp(price); level < BOOK_LEVELS; level++) {
    if (p > limits.upper) break;
    asks.push({ price: p, volume: volume(level) });
    p = tickUp(p);
  }
  for (let level = 0, p = tradedAtAsk ? tickDown(price) : price; level < BOOK_LEVELS; level++) {
    if (p < limits.lower || p < 1) break;
    bids.push({ price: p, volume: volume(level) });
    p = tickDown(p);
  }
  return { symbol: input.symbol, asks, bids, updatedAt: input.updatedAt };
}
