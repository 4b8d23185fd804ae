import { DomainError } from '../../shared/domain/domain-error';
import {
  assertCanChangeWatchlist,
  canChangeWatchlist,
  kosdaqPromisingPreset,
  kospiLeadersPreset,
  randomPreset,
  top10Preset,
} from '../../shared/domain/watchlist';
import { messages } from '../../shared/messages';
import type { WatchlistEntry } from '../../shared/schemas/trading';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import type { StockRow } from '../db/repos/trades.repo';
import { watchlistRepo } from '../db/repos/watchlist.repo';
import type { PriceStore } from '../market/price-store';
import type { Catalogue, Instrument, MarketFeed } from '../market/types';

export const presetNames = ['top10', 'random', 'kospi-leaders', 'kosdaq-promising'] as const;
export type PresetName = (typeof presetNames)[number];

export interface WatchlistDeps {
  db: Db;
  clock: Clock;
  prices: PriceStore;
  catalogue: Catalogue;
  market: Pick<MarketFeed, 'track' | 'isTracked'>;
  /** [0, 1) like Math.random; tests pass a seeded one. */
  random?: () => number;
}

type Candidate = Instrument & { row: StockRow };

const RETURN_DAYS = 20;
// 20 trading days are about 28 calendar days; the embedded data has a two-week gap
// (2026-02-20 → 03-06) inside one series, which may be bridged, but not a longer one.
const MAX_SPAN_DAYS = 45;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Close-to-close return over the last 20 trading days of the stock's real daily bars. */
function twentyDayReturn(catalogue: Catalogue, symbol: string): number | undefined {
  const bars = catalogue.dailySegments(symbol).flat();
  const last = bars.at(-1);
  const first = bars.at(-1 - RETURN_DAYS);
  if (!last || !first || first.close <= 0) return undefined;
  const span = (Date.parse(last.date) - Date.parse(first.date)) / DAY_MS;
  return span <= MAX_SPAN_DAYS ? last.close / first.close - 1 : undefined;
}

export function createWatchlistService(deps: WatchlistDeps) {
  const { db, clock, prices, catalogue, market } = deps;
  const random = deps.random ?? Math.random;

  function entryOf(row: StockRow): WatchlistEntry {
    const quote = prices.get(row.symbol);
    return {
      stock: {
        id: row.id,
        name: row.name,
        symbol: row.symbol,
        market: row.market,
        currentPrice: quote?.price ?? null,
        change: quote?.change ?? null,
        changePercent: quote?.changePercent ?? null,
      },
    };
  }

  /** Stocks in the trading universe that the catalogue describes (market cap, sector, kind). */
  function candidates(): Candidate[] {
    return watchlistRepo.allStocks(db).flatMap((row) => {
      const instrument = catalogue.get(row.symbol);
      return instrument ? [{ ...instrument, row }] : [];
    });
  }

  function pick(name: PresetName, pool: Candidate[]): Candidate[] {
    switch (name) {
      case 'top10':
        return top10Preset(pool);
      case 'kospi-leaders':
        return kospiLeadersPreset(pool);
      case 'kosdaq-promising':
        return kosdaqPromisingPreset(pool, (c) => twentyDayReturn(catalogue, c.symbol));
      case 'random':
        return randomPreset(
          pool.filter((c) => c.row.isTracked || market.isTracked(c.symbol)),
          random,
        );
    }
  }

  function lastChangedAt(userId: number): Date | null {
    return accountsRepo.find(db, userId)?.watchlistChangedAt ?? null;
  }

  return {
    list: (userId: number): WatchlistEntry[] => watchlistRepo.stocks(db, userId).map(entryOf),

    canChange: (userId: number) => ({
      canChange: canChangeWatchlist({ lastChangedAt: lastChangedAt(userId), now: clock.now() }),
    }),

    preset: (name: PresetName): WatchlistEntry['stock'][] =>
      pick(name, candidates()).map((c) => entryOf(c.row).stock),

    /**
     * Replaces the watchlist. The first save (setting up) does not use the day's one change, so
     * a new student can still correct it the same day; watched stocks are priced from now on.
     */
    save(userId: number, stockIds: number[]): WatchlistEntry[] {
      const now = clock.now();
      const rows = watchlistRepo.stocksByIds(db, stockIds);
      if (rows.length !== stockIds.length) {
        throw new DomainError('STOCK_NOT_FOUND', messages.stockNotFound);
      }
      db.transaction(
        (tx) => {
          const changedAt = accountsRepo.find(tx, userId)?.watchlistChangedAt ?? null;
          assertCanChangeWatchlist({ lastChangedAt: changedAt, now });
          const isFirstSave = changedAt === null && watchlistRepo.count(tx, userId) === 0;
          watchlistRepo.replace(tx, userId, stockIds, now);
          if (!isFirstSave) accountsRepo.setWatchlistChangedAt(tx, userId, now);
        },
        { behavior: 'immediate' },
      );
      market.track(rows.map((row) => row.symbol));
      return watchlistRepo.stocks(db, userId).map(entryOf);
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;
