import { DomainError } from '../../shared/domain/domain-error';
import { messages } from '../../shared/messages';
import { zMarket } from '../../shared/schemas/market';
import {
  STOCK_SEARCH_RESULTS,
  type MarketFilter,
  type Stock,
  type WatchlistStats,
  type WatchlistStockPage,
  type WatchlistStocksQuery,
} from '../../shared/schemas/stocks';
import type { Db } from '../db/connection';
import { stocksRepo } from '../db/repos/stocks.repo';
import type { PriceStore } from '../market/price-store';
import type { Catalogue, Instrument } from '../market/types';
import { currentQuote, listingOrder, stockMatcher } from './stocks/stock-listing';

export interface StocksDeps {
  db: Db;
  catalogue: Catalogue;
  prices: PriceStore;
}

/** The stock lists everyone sees: the trading universe, search, one stock, the watchlist picker. */
export function createStocksService(deps: StocksDeps) {
  const { db, catalogue, prices } = deps;

  function toStock(instrument: Instrument, id: number): Stock {
    const quote = currentQuote(prices, instrument);
    const { symbol, name, market, sector } = instrument;
    return {
      id,
      symbol,
      name,
      market,
      sector,
      currentPrice: quote.price,
      change: quote.change,
      changePercent: quote.changePercent,
      price: quote.price,
      source: quote.source,
      ...(instrument.dataUntil !== undefined && { dataUntil: instrument.dataUntil }),
    };
  }

  function withIds(instruments: Instrument[]): Stock[] {
    const rows = stocksRepo.bySymbols(
      db,
      instruments.map((i) => i.symbol),
    );
    const ids = new Map(rows.map((row) => [row.symbol, row.id]));
    return instruments.flatMap((i) => {
      const id = ids.get(i.symbol);
      return id === undefined ? [] : [toStock(i, id)];
    });
  }

  const find = (query: string, market: MarketFilter) =>
    catalogue.instruments().filter(stockMatcher(query, market)).sort(listingOrder);

  return {
    /** The added stocks (the trading universe) with their current prices. */
    list(market: MarketFilter): Stock[] {
      const inMarket = stockMatcher('', market);
      return stocksRepo
        .added(db)
        .flatMap((row) => {
          const instrument = catalogue.get(row.symbol);
          return instrument && inMarket(instrument) ? [{ instrument, id: row.id }] : [];
        })
        .sort((a, b) => listingOrder(a.instrument, b.instrument))
        .map(({ instrument, id }) => toStock(instrument, id));
    },

    search(query: string, market: MarketFilter): Stock[] {
      return withIds(find(query, market).slice(0, STOCK_SEARCH_RESULTS));
    },

    get(symbol: string): Stock {
      const instrument = catalogue.get(symbol);
      const row = instrument && stocksRepo.bySymbol(db, symbol);
      if (!instrument || !row) throw new DomainError('STOCK_NOT_FOUND', messages.stockNotFound);
      return toStock(instrument, row.id);
    },

    /** Every listed stock, for choosing a watchlist. */
    page(query: WatchlistStocksQuery): WatchlistStockPage {
      const { search, market, page, limit } = query;
      const found = find(search, market);
      const slice = found.slice((page - 1) * limit, page * limit);
      return { data: withIds(slice), total: found.length, page, limit };
    },

    stats(): WatchlistStats {
      const instruments = catalogue.instruments();
      return {
        totalStocks: instruments.length,
        byMarket: zMarket.options.map((market) => ({
          market,
          count: instruments.filter((i) => i.market === market).length,
        })),
      };
    },
  };
}

export type StocksService = ReturnType<typeof createStocksService>;
