import { DomainError } from '../../shared/domain/domain-error';
import { messages } from '../../shared/messages';
import type { ManagedStock } from '../../shared/schemas/stocks';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { stocksRepo, type StockFlags, type StockRecord } from '../db/repos/stocks.repo';
import type { PriceStore } from '../market/price-store';
import type { Catalogue, Instrument } from '../market/types';
import { currentQuote, listingOrder, stockMatcher } from './stocks/stock-listing';

/** Called after a stock starts or stops being tracked, so the market can price it or stop. */
export type TrackingListener = (symbols: string[], tracked: boolean) => void;

export interface StockManagementDeps {
  db: Db;
  clock: Clock;
  catalogue: Catalogue;
  prices: PriceStore;
  onTrackingChanged?: TrackingListener;
}

const NOT_ADDED: StockFlags = { isAdded: false, isTracked: false };

/** The teachers' stock management: which stocks are in the universe and which get live prices. */
export function createStockManagementService(deps: StockManagementDeps) {
  const { db, clock, catalogue, prices } = deps;

  function managed(instrument: Instrument, flags: StockFlags): ManagedStock {
    const quote = currentQuote(prices, instrument);
    const { symbol, name, market, sector } = instrument;
    return {
      symbol,
      name,
      market,
      sector,
      currentPrice: quote.price,
      previousClose: quote.previousClose,
      change: quote.change,
      changePercent: quote.changePercent,
      volume: quote.volume,
      updatedAt: new Date(quote.updatedAt).toISOString(),
      isTracked: flags.isTracked,
      isAdded: flags.isAdded,
      source: quote.source,
    };
  }

  function instrumentOf(symbol: string): Instrument {
    const instrument = catalogue.get(symbol);
    if (!instrument) throw new DomainError('STOCK_NOT_FOUND', messages.stockNotFound);
    return instrument;
  }

  function rowOf(tx: DbOrTx, instrument: Instrument): StockRecord {
    const row = stocksRepo.bySymbol(tx, instrument.symbol);
    if (!row) throw new DomainError('STOCK_NOT_FOUND', messages.stockNotFound);
    return row;
  }

  function update(symbol: string, next: (row: StockRecord) => StockFlags): ManagedStock {
    const instrument = instrumentOf(symbol);
    const { before, after } = db.transaction((tx) => {
      const row = rowOf(tx, instrument);
      return { before: row, after: stocksRepo.setFlags(tx, row.id, next(row), clock.now()) };
    });
    if (before.isTracked !== after.isTracked)
      deps.onTrackingChanged?.([instrument.symbol], after.isTracked);
    return managed(instrument, after);
  }

  return {
    tracked(): ManagedStock[] {
      return stocksRepo
        .tracked(db)
        .flatMap((row) => {
          const instrument = catalogue.get(row.symbol);
          return instrument ? [{ instrument, row }] : [];
        })
        .sort((a, b) => listingOrder(a.instrument, b.instrument))
        .map(({ instrument, row }) => managed(instrument, row));
    },

    /** Every listed stock whose name or symbol matches; an empty query lists them all. */
    search(query: string, limit: number): ManagedStock[] {
      const found = catalogue
        .instruments()
        .filter(stockMatcher(query, 'all'))
        .sort(listingOrder)
        .slice(0, limit);
      const rows = new Map(stocksRepo.all(db).map((row) => [row.symbol, row]));
      return found.map((i) => managed(i, rows.get(i.symbol) ?? NOT_ADDED));
    },

    add(symbol: string): ManagedStock {
      return update(symbol, (row) => ({ isAdded: true, isTracked: row.isTracked }));
    },

    /** docs/product/market-data.md#added-and-tracked-stocks: tracking a stock that is not added yet adds it first; untracking keeps it added. */
    setTracking(symbol: string, isTracked: boolean): ManagedStock {
      return update(symbol, (row) => ({ isAdded: row.isAdded || isTracked, isTracked }));
    },
  };
}

export type StockManagementService = ReturnType<typeof createStockManagementService>;
