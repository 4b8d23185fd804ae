import { and, desc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../shared/schemas/trading';
import { stocks, trades } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { perIds, placeholders, preparedPer } from './prepared';

export type StockRow = typeof stocks.$inferSelect;

const bySymbol = preparedPer((db) =>
  db
    .select()
    .from(stocks)
    .where(eq(stocks.symbol, sql.placeholder('symbol')))
    .prepare(),
);
const byId = preparedPer((db) =>
  db
    .select()
    .from(stocks)
    .where(eq(stocks.id, sql.placeholder('id')))
    .prepare(),
);

/** Trades made at or after the bound `since`, in epoch ms (0: every trade). */
export const tradedSince = sql`${trades.createdAt} >= ${sql.placeholder('since')}`;

const tradeCountsOf = perIds(trades.userId, (db, ofUsers) =>
  db
    .select({ userId: trades.userId, count: sql<number>`count(*)` })
    .from(trades)
    .where(and(ofUsers, tradedSince))
    .groupBy(trades.userId)
    .prepare(),
);

const tradeColumns = [
  'userId',
  'stockId',
  'type',
  'quantity',
  'price',
  'totalAmount',
  'fee',
  'tax',
  'lessonTax',
  'reason',
  'priceSource',
  'marketDate',
  'createdAt',
] as const;
type TradeColumn = Exclude<(typeof tradeColumns)[number], 'lessonTax'>;
/** Only a call auction's sell pays a lesson tax (12경수02-05): 0 unless given. */
export type NewTrade = Required<Pick<typeof trades.$inferInsert, TradeColumn>> & {
  lessonTax?: number;
};
const insertTrade = preparedPer((db) =>
  db
    .insert(trades)
    .values(placeholders(...tradeColumns))
    .returning()
    .prepare(),
);

/** A trade as the history lists it (a class report adds whose it is). */
export const transactionColumns = {
  id: trades.id,
  createdAt: trades.createdAt,
  type: trades.type,
  symbol: stocks.symbol,
  stockName: stocks.name,
  quantity: trades.quantity,
  price: trades.price,
  totalAmount: trades.totalAmount,
  fee: trades.fee,
  tax: trades.tax,
  lessonTax: trades.lessonTax,
  reason: trades.reason,
  marketDate: trades.marketDate,
};

// Read after every trade by the 과제 checks (and by the history and report screens).
const historyOf = preparedPer((db) =>
  db
    .select(transactionColumns)
    .from(trades)
    .innerJoin(stocks, eq(stocks.id, trades.stockId))
    .where(eq(trades.userId, sql.placeholder('userId')))
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(sql.placeholder('limit'))
    .prepare(),
);

export const tradesRepo = {
  stockBySymbol(db: DbOrTx, symbol: string): StockRow | undefined {
    return bySymbol(db).get({ symbol });
  },

  stockById(db: DbOrTx, id: number): StockRow | undefined {
    return byId(db).get({ id });
  },

  insert(db: DbOrTx, row: NewTrade) {
    return insertTrade(db).get({ lessonTax: 0, ...row })!;
  },

  /** Newest first, as the history table shows them. */
  history(db: DbOrTx, userId: number, limit: number): Transaction[] {
    return historyOf(db)
      .all({ userId, limit })
      .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  },

  /** Number of trades per user, optionally only since an instant. */
  countsByUser(db: DbOrTx, userIds: number[], since?: Date): Map<number, number> {
    const rows = tradeCountsOf(db, userIds, { since: since?.getTime() ?? 0 });
    return new Map(rows.map((row) => [row.userId, row.count]));
  },
};
