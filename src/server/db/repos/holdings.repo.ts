import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { holdings, stocks } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { perIds, placeholders, preparedPer } from './prepared';

export type HoldingRow = typeof holdings.$inferSelect;

const withStock = {
  id: holdings.id,
  userId: holdings.userId,
  stockId: holdings.stockId,
  symbol: stocks.symbol,
  name: stocks.name,
  quantity: holdings.quantity,
  averagePrice: holdings.averagePrice,
  endPrice: holdings.endPrice,
};
export type HoldingWithStock = {
  [K in Exclude<keyof typeof withStock, 'endPrice'>]: (typeof withStock)[K]['_']['data'];
} & { endPrice: number | null };

const openPositionsOf = perIds(holdings.userId, (db, ofUsers) =>
  db
    .select(withStock)
    .from(holdings)
    .innerJoin(stocks, eq(stocks.id, holdings.stockId))
    .where(and(ofUsers, gt(holdings.quantity, 0)))
    .orderBy(asc(holdings.userId), asc(holdings.id))
    .prepare(),
);

const ofUserAndStock = and(
  eq(holdings.userId, sql.placeholder('userId')),
  eq(holdings.stockId, sql.placeholder('stockId')),
);
const holdingOf = preparedPer((db) => db.select().from(holdings).where(ofUserAndStock).prepare());
const removeHolding = preparedPer((db) => db.delete(holdings).where(ofUserAndStock).prepare());
const excluded = (column: SQLiteColumn) => sql.raw(`excluded.${column.name}`);
const saveHolding = preparedPer((db) =>
  db
    .insert(holdings)
    .values(placeholders('userId', 'stockId', 'quantity', 'averagePrice', 'updatedAt'))
    .onConflictDoUpdate({
      target: [holdings.userId, holdings.stockId],
      set: {
        quantity: excluded(holdings.quantity),
        averagePrice: excluded(holdings.averagePrice),
        updatedAt: excluded(holdings.updatedAt),
      },
    })
    .prepare(),
);

export const holdingsRepo = {
  find(db: DbOrTx, userId: number, stockId: number): HoldingRow | undefined {
    return holdingOf(db).get({ userId, stockId });
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

  /** Fixes each holding's price at its class's end (종료): the record is valued at it from now on. */
  freezeAtEnd(db: DbOrTx, priced: Array<{ id: number; price: number }>) {
    for (const { id, price } of priced)
      db.update(holdings).set({ endPrice: price }).where(eq(holdings.id, id)).run();
  },

  save(db: DbOrTx, row: Omit<typeof holdings.$inferInsert, 'id'>) {
    saveHolding(db).run(row);
  },

  remove(db: DbOrTx, userId: number, stockId: number) {
    removeHolding(db).run({ userId, stockId });
  },
};
