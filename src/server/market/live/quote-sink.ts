import { priceChange } from '../../../shared/domain/market/price-change';
import type { OrderBook, Quote, QuoteSource } from '../../../shared/schemas/market';
import type { PriceStore } from '../price-store';
import type { LiveQuote } from './types';

export interface QuoteSink {
  publish(quotes: LiveQuote[]): void;
  publishOrderBook(book: OrderBook): void;
  /**
   * The provider failed for these stocks: their last known price stays, marked stale (the UI
   * says 지연된 가격 and trading refuses it). A stock never priced gets no quote at all.
   */
  markStale(symbols: string[]): void;
}

function toQuote(live: LiveQuote, source: QuoteSource): Quote {
  return { ...live, ...priceChange(live.price, live.previousClose), source };
}

export function createQuoteSink(prices: PriceStore, source: Omit<QuoteSource, 'stale'>): QuoteSink {
  const fresh: QuoteSource = { ...source, stale: false };
  const stale: QuoteSource = { ...source, stale: true };
  return {
    publish(quotes) {
      prices.apply(quotes.map((live) => toQuote(live, fresh)));
    },
    publishOrderBook: (book) => prices.applyOrderBook(book),
    markStale(symbols) {
      const known = symbols.flatMap((symbol) => {
        const quote = prices.get(symbol);
        return quote && !quote.source.stale ? [{ ...quote, source: stale }] : [];
      });
      prices.apply(known);
    },
  };
}
