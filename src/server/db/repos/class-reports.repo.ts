import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { stocks, trades, users } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { perIds } from './prepared';
import { tradedSince, transactionColumns } from './trades.repo';

const tradeColumns = {
  ...transactionColumns,
  userId: trades.userId,
  userName: users.name,
  userNumber: users.number,
};

// `limit` is always bound: -1 is SQLite's "no limit".
const ALL = -1;

const tradesOf = perIds(trades.userId, (db, ofUsers) =>
  db
    .select(tradeColumns)
    .from(trades)
    .innerJoin(stocks, eq(stocks.id, trades.stockId))
    .innerJoin(users, eq(users.id, trades.userId))
    .where(ofUsers)
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(sql.placeholder('limit'))
    .prepare(),
);

const lastTradeOf = perIds(trades.userId, (db, ofUsers) =>
  db
    .select({ userId: trades.userId, last: sql<number>`max(${trades.createdAt})` })
    .from(trades)
    .where(ofUsers)
    .groupBy(trades.userId)
    .prepare(),
);

const tradeCountsOf = perIds(trades.userId, (db, ofUsers) =>
  db
    .select({ symbol: stocks.symbol, name: stocks.name, tradeCount: sql<number>`count(*)` })
    .from(trades)
    .innerJoin(stocks, eq(stocks.id, trades.stockId))
    .where(and(ofUsers, tradedSince))
    .groupBy(stocks.id)
    .orderBy(desc(sql`count(*)`), asc(stocks.symbol))
    .prepare(),
);

const emailsOf = perIds(users.id, (db, ofUsers) =>
  db.select({ id: users.id, email: users.email }).from(users).where(ofUsers).prepare(),
);

// Read-only queries for what teachers see about a class: trades, activity, most-traded stocks.
// The projector asks most of them on every class trade (at most once a second per class).
export const classReportsRepo = {
  /** Trades of these users with the stock and the student's name, newest first. */
  trades(db: DbOrTx, userIds: number[], limit?: number) {
    return tradesOf(db, userIds, { limit: limit ?? ALL });
  },

  lastTradeAt(db: DbOrTx, userIds: number[]): Map<number, number> {
    return new Map(lastTradeOf(db, userIds).map((row) => [row.userId, row.last]));
  },

  tradeCountsByStock(db: DbOrTx, userIds: number[], since?: Date) {
    return tradeCountsOf(db, userIds, { since: since?.getTime() ?? 0 });
  },

  emails(db: DbOrTx, userIds: number[]): Map<number, string> {
    return new Map(emailsOf(db, userIds).map((row) => [row.id, row.email]));
  },
};

export type ClassTradeRow = ReturnType<typeof classReportsRepo.trades>[number];
