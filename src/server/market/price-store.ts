import type { OrderBook, Quote } from '../../shared/schemas/market';

export type QuotesListener = (quotes: Quote[]) => void;
export type OrderBookListener = (book: OrderBook) => void;

/** The current quote of every priced stock. Providers write; services, routes and the hub read. */
export interface PriceStore {
  get(symbol: string): Quote | undefined;
  all(): Quote[];
  apply(quotes: Quote[]): void;
  orderBook(symbol: string): OrderBook | undefined;
  applyOrderBook(book: OrderBook): void;
  onQuotes(listener: QuotesListener): () => void;
  onOrderBook(listener: OrderBookListener): () => void;
}

export function createPriceStore(): PriceStore {
  const quotes = new Map<string, Quote>();
  const books = new Map<string, OrderBook>();
  const quoteListeners = new Set<QuotesListener>();
  const bookListeners = new Set<OrderBookListener>();
  return {
    get: (symbol) => quotes.get(symbol),
    all: () => [...quotes.values()],
    apply(batch) {
      for (const quote of batch) quotes.set(quote.symbol, quote);
      if (batch.length > 0) quoteListeners.forEach((listener) => listener(batch));
    },
    orderBook: (symbol) => books.get(symbol),
    applyOrderBook(book) {
      books.set(book.symbol, book);
      bookListeners.forEach((listener) => listener(book));
    },
    onQuotes(listener) {
      quoteListeners.add(listener);
      return () => quoteListeners.delete(listener);
    },
    onOrderBook(listener) {
      bookListeners.add(listener);
      return () => bookListeners.delete(listener);
    },
  };
}
