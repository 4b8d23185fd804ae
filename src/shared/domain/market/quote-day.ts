import type { Quote } from '../../schemas/market';

/**
 * Whether a quote was published on another market day than `marketDay`: at a new day holdings
 * are adjusted for its corporate actions, so yesterday's price is not one to trade at (docs/product/trading.md#corporate-actions).
 * A quote without a day (a live feed's, on the real calendar) is never of another day.
 */
export function isQuoteOfAnotherDay(quote: Pick<Quote, 'marketDate'>, marketDay: string): boolean {
  return quote.marketDate !== undefined && quote.marketDate !== marketDay;
}
