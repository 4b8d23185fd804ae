import { and, asc, eq, gt } from 'drizzle-orm';
import { holdings, stocks } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { perIds } from './prepared';

export type HoldingRow = typeof holdings.$inferSelect;

const withStock = {
  id: holdings.id,
  userId: holdings.userId,
  stockId: holdings.stockId,
  symbol: stocks.symbol,
  name: stocks.name,
  quantity: holdings.quantity,
  averagePrice: holdings.averagePrice,
};
export type HoldingWithStock = {
  [K in keyof typeof withStock]: (typeof withStock)[K]['_']['data'];
};

const openPositionsOf = perIds(holdings.userId, (db, ofUsers) =>
  db
    .select(withStock)
    .from(holdings)
    .innerJoin(stocks, eq(stocks.id, holdings.stockId))
    .where(and(ofUsers, gt(holdings.quantity, 0)))
    .orderBy(asc(holdings.userId), asc(holdings.id))
    .prepare(),
);

export const holdingsRepo = {
  find(db: DbOrTx, userId: number, stockId: number): HoldingRow | undefined {
    return db
      .select()
      .from(holdings)
      .where(and(eq(holdings.userId, userId), eq(holdings.stockId, stockId)))
      .get();
  },

  /** Open positions (quantity > 0) of the given users, with the stock's symbol and name. */
  listWithStocks(db: DbOrTx, userIds: number[]): HoldingWithStock[] {
    return openPositionsOf(db, userIds);
  },

  /** Every stock somebody holds. */
  heldSymbols(db: DbOrTx): string[] {
    return db
      .selectDistinct({ symbol: stocks.symbol })
      .from(holdings)
      .innerJoin(stocks, eq(stocks.id, holdings.stockId))
      .where(gt(holdings.quantity, 0))
      .all()
      .map((row) => row.symbol);
  },

  save(db: DbOrTx, row: Omit<typeof holdings.$inferInsert, 'id'>) {
    db.insert(holdings)
      .values(row)
      .onConflictDoUpdate({
        target: [holdings.userId, holdings.stockId],
        set: { quantity: row.quantity, averagePrice: row.averagePrice, updatedAt: row.updatedAt },
      })
      .run();
  },

  remove(db: DbOrTx, userId: number, stockId: number) {
    db.delete(holdings)
      .where(and(eq(holdings.userId, userId), eq(holdings.stockId, stockId)))
      .run();
  },
};
