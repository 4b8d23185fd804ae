import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { stocks, trades, users } from '../schema';
import type { DbOrTx } from './db-or-tx';

const tradeColumns = {
  id: trades.id,
  userId: trades.userId,
  userName: users.name,
  type: trades.type,
  symbol: stocks.symbol,
  stockName: stocks.name,
  quantity: trades.quantity,
  price: trades.price,
  totalAmount: trades.totalAmount,
  fee: trades.fee,
  tax: trades.tax,
  reason: trades.reason,
  createdAt: trades.createdAt,
};

// Read-only queries for what teachers see about a class: trades, activity, most-traded stocks.
export const classReportsRepo = {
  /** Trades of these users with the stock and the student's name, newest first. */
  trades(db: DbOrTx, userIds: number[], limit?: number) {
    if (userIds.length === 0) return [];
    const query = db
      .select(tradeColumns)
      .from(trades)
      .innerJoin(stocks, eq(stocks.id, trades.stockId))
      .innerJoin(users, eq(users.id, trades.userId))
      .where(inArray(trades.userId, userIds))
      .orderBy(desc(trades.createdAt), desc(trades.id));
    return limit === undefined ? query.all() : query.limit(limit).all();
  },

  lastTradeAt(db: DbOrTx, userIds: number[]): Map<number, number> {
    if (userIds.length === 0) return new Map();
    const rows = db
      .select({ userId: trades.userId, last: sql<number>`max(${trades.createdAt})` })
      .from(trades)
      .where(inArray(trades.userId, userIds))
      .groupBy(trades.userId)
      .all();
    return new Map(rows.map((row) => [row.userId, row.last]));
  },

  tradeCountsByStock(db: DbOrTx, userIds: number[], since?: Date) {
    if (userIds.length === 0) return [];
    return db
      .select({ symbol: stocks.symbol, name: stocks.name, tradeCount: sql<number>`count(*)` })
      .from(trades)
      .innerJoin(stocks, eq(stocks.id, trades.stockId))
      .where(
        since
          ? sql`${inArray(trades.userId, userIds)} and ${trades.createdAt} >= ${since.getTime()}`
          : inArray(trades.userId, userIds),
      )
      .groupBy(stocks.id)
      .orderBy(desc(sql`count(*)`), asc(stocks.symbol))
      .all();
  },

  emails(db: DbOrTx, userIds: number[]): Map<number, string> {
    if (userIds.length === 0) return new Map();
    const rows = db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, userIds))
      .all();
    return new Map(rows.map((row) => [row.id, row.email]));
  },
};

export type ClassTradeRow = ReturnType<typeof classReportsRepo.trades>[number];
