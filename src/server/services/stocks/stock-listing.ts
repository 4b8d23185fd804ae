import { sessionOf } from '../../../shared/domain/market/calendar';
import { priceChange } from '../../../shared/domain/market/price-change';
import type { Quote } from '../../../shared/schemas/market';
import type { MarketFilter } from '../../../shared/schemas/stocks';
import type { PriceStore } from '../../market/price-store';
import type { Instrument } from '../../market/types';

/**
 * The last real KRX daily bar as a quote, labelled as such: what a stock shows before any
 * provider prices it. Its change is the real one against the day before, never a made-up 0.
 */
export function closingQuote(instrument: Instrument): Quote {
  const bar = instrument.lastBar;
  const previousClose = bar.previousClose ?? bar.close;
  return {
    symbol: instrument.symbol,
    price: bar.close,
    previousClose,
    open: bar.open,
    high: bar.high,
    low: bar.low,
    volume: bar.volume,
    ...priceChange(bar.close, previousClose),
    updatedAt: sessionOf(bar.date).closesAt,
    source: { provider: 'krx', label: `KRX 종가 · ${bar.date}`, stale: false },
  };
}

/** The live quote from the price store, else the last real close. */
export function currentQuote(prices: PriceStore, instrument: Instrument): Quote {
  return prices.get(instrument.symbol) ?? closingQuote(instrument);
}

const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** Name or symbol contains the query, ignoring spaces and Latin letter case; '' matches all. */
export function stockMatcher(query: string, market: MarketFilter) {
  const needle = compact(query);
  return (instrument: Instrument) =>
    (market === 'all' || instrument.market === market) &&
    (needle === '' ||
      instrument.symbol.includes(needle) ||
      compact(instrument.name).includes(needle));
}

const isCommon = (instrument: Instrument) => !instrument.isPreferred && !instrument.isSpac;

/** Lists show common stocks first (preferred shares and SPACs after), largest market cap first. */
export function listingOrder(a: Instrument, b: Instrument): number {
  return Number(isCommon(b)) - Number(isCommon(a)) || b.marketCap - a.marketCap;
}
