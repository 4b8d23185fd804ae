import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { stocks, watchlistItems } from '../schema';
import type { DbOrTx } from './db-or-tx';
import type { StockRow } from './trades.repo';
import { preparedPer } from './prepared';

const countOf = preparedPer((db) =>
  db
    .select({ count: sql<number>`count(*)` })
    .from(watchlistItems)
    .where(eq(watchlistItems.userId, sql.placeholder('userId')))
    .prepare(),
);

const item = preparedPer((db) =>
  db
    .select({ stockId: watchlistItems.stockId })
    .from(watchlistItems)
    .where(
      and(
        eq(watchlistItems.userId, sql.placeholder('userId')),
        eq(watchlistItems.stockId, sql.placeholder('stockId')),
      ),
    )
    .prepare(),
);

export const watchlistRepo = {
  stocks(db: DbOrTx, userId: number): StockRow[] {
    return db
      .select({ stock: stocks })
      .from(watchlistItems)
      .innerJoin(stocks, eq(stocks.id, watchlistItems.stockId))
      .where(eq(watchlistItems.userId, userId))
      .orderBy(asc(watchlistItems.position))
      .all()
      .map((row) => row.stock);
  },

  count(db: DbOrTx, userId: number): number {
    return countOf(db).get({ userId })?.count ?? 0;
  },

  contains(db: DbOrTx, userId: number, stockId: number): boolean {
    return item(db).get({ userId, stockId }) !== undefined;
  },

  replace(db: DbOrTx, userId: number, stockIds: number[], at: Date) {
    db.delete(watchlistItems).where(eq(watchlistItems.userId, userId)).run();
    db.insert(watchlistItems)
      .values(stockIds.map((stockId, position) => ({ userId, stockId, position, createdAt: at })))
      .run();
  },

  stocksByIds(db: DbOrTx, ids: number[]): StockRow[] {
    if (ids.length === 0) return [];
    return db.select().from(stocks).where(inArray(stocks.id, ids)).all();
  },

  /** Stock rows for these instruments, inserted (added and tracked) where missing. */
  ensureStocks(db: DbOrTx, rows: Array<Omit<typeof stocks.$inferInsert, 'id'>>): StockRow[] {
    for (const row of rows) db.insert(stocks).values(row).onConflictDoNothing().run();
    return db
      .select()
      .from(stocks)
      .where(
        inArray(
          stocks.symbol,
          rows.map((row) => row.symbol),
        ),
      )
      .all();
  },

  /** The trading universe ("added" stocks), for presets. */
  allStocks(db: DbOrTx): StockRow[] {
    return db.select().from(stocks).where(eq(stocks.isAdded, true)).all();
  },
};
