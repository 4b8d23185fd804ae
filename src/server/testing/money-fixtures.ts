import type { Quote } from '../../shared/schemas/market';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { ledgerRepo } from '../db/repos/ledger.repo';
import type { StockRow } from '../db/repos/trades.repo';
import { watchlistRepo } from '../db/repos/watchlist.repo';
import { stocks } from '../db/schema';
import type { Catalogue } from '../market/types';
import { initialDeposit } from '../../shared/domain/trading/ledger';
import { insertClass, insertUser } from './factories';

/** Stock rows for every catalogue instrument (what the catalogue sync writes in production). */
export function insertStocks(db: Db, catalogue: Catalogue): Map<string, StockRow> {
  const rows = catalogue.instruments().map((i) =>
    db
      .insert(stocks)
      .values({
        symbol: i.symbol,
        name: i.name,
        market: i.market,
        sector: i.sector,
        isAdded: true,
        isTracked: true,
      })
      .returning()
      .get(),
  );
  return new Map(rows.map((row) => [row.symbol, row]));
}

/** An approved student of a (new) class with the initial cash in the ledger. */
export function insertStudent(
  db: Db,
  options: { cash?: number; classId?: number; feeRatePpm?: number; at?: Date } = {},
) {
  const cash = options.cash ?? 10_000_000;
  const classId = options.classId ?? insertClass(db, { feeRatePpm: options.feeRatePpm ?? 150 }).id;
  const user = insertUser(db, { role: 'STUDENT', classId, cash });
  ledgerRepo.append(db, {
    userId: user.id,
    movements: initialDeposit(cash),
    at: options.at ?? new Date('2026-03-02T00:00:00Z'),
  });
  return user;
}

export function setWatchlist(db: Db, userId: number, stockIds: number[]) {
  watchlistRepo.replace(db, userId, stockIds, new Date('2026-03-02T00:00:00Z'));
}

export function quote(symbol: string, price: number, options: { stale?: boolean } = {}): Quote {
  return {
    symbol,
    price,
    previousClose: price,
    open: price,
    high: price,
    low: price,
    volume: 1_000,
    change: 0,
    changePercent: 0,
    updatedAt: Date.parse('2026-03-20T01:00:00Z'),
    source: {
      provider: 'replay',
      label: '과거 시세 재생 · 2026-03-20',
      stale: options.stale ?? false,
    },
  };
}

export function ledgerBalance(db: Db, userId: number) {
  return { ledger: ledgerRepo.balance(db, userId), cash: accountsRepo.find(db, userId)?.cash };
}
