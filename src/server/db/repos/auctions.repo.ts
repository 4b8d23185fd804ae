import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AuctionParticipation } from '../../../shared/domain/assignments/auction-evidence';
import { auctionOrders, auctions, stocks, users } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { preparedPer } from './prepared';

export type AuctionRow = typeof auctions.$inferSelect & { symbol: string; stockName: string };
export type AuctionOrderRow = typeof auctionOrders.$inferSelect & { userName: string };

const withStock = {
  id: auctions.id,
  classId: auctions.classId,
  stockId: auctions.stockId,
  referencePrice: auctions.referencePrice,
  opensAt: auctions.opensAt,
  closesAt: auctions.closesAt,
  status: auctions.status,
  clearingPrice: auctions.clearingPrice,
  executedQuantity: auctions.executedQuantity,
  marketPrice: auctions.marketPrice,
  lessonTax: auctions.lessonTax,
  lessonIncome: auctions.lessonIncome,
  lessonIncomeAt: auctions.lessonIncomeAt,
  symbol: stocks.symbol,
  stockName: stocks.name,
};

const selectAuctions = (db: DbOrTx) =>
  db.select(withStock).from(auctions).innerJoin(stocks, eq(stocks.id, auctions.stockId));

const isOpenOrder = eq(auctionOrders.status, 'OPEN');

// Both are asked on every order, limit and market alike (capacity), so they are compiled once.
const reservedCashOf = preparedPer((db) =>
  db
    .select({ sum: sql<number>`coalesce(sum(${auctionOrders.reservedCash}), 0)` })
    .from(auctionOrders)
    .where(and(eq(auctionOrders.userId, sql.placeholder('userId')), isOpenOrder))
    .prepare(),
);

const openSellsOf = preparedPer((db) =>
  db
    .select({ sum: sql<number>`coalesce(sum(${auctionOrders.quantity}), 0)` })
    .from(auctionOrders)
    .innerJoin(auctions, eq(auctions.id, auctionOrders.auctionId))
    .where(
      and(
        eq(auctionOrders.userId, sql.placeholder('userId')),
        eq(auctions.stockId, sql.placeholder('stockId')),
        eq(auctionOrders.side, 'SELL'),
        isOpenOrder,
      ),
    )
    .prepare(),
);

export const auctionsRepo = {
  insert(db: DbOrTx, row: typeof auctions.$inferInsert): number {
    return db.insert(auctions).values(row).returning({ id: auctions.id }).get().id;
  },

  find(db: DbOrTx, id: number): AuctionRow | undefined {
    return selectAuctions(db).where(eq(auctions.id, id)).get();
  },

  openOfClass(db: DbOrTx, classId: number): AuctionRow | undefined {
    return selectAuctions(db)
      .where(and(eq(auctions.classId, classId), eq(auctions.status, 'open')))
      .get();
  },

  /** The class's auctions, newest first (the teacher's list and the student's card). */
  ofClass(db: DbOrTx, classId: number, limit = 20): AuctionRow[] {
    return selectAuctions(db)
      .where(eq(auctions.classId, classId))
      .orderBy(desc(auctions.opensAt), desc(auctions.id))
      .limit(limit)
      .all();
  },

  allOpen(db: DbOrTx): AuctionRow[] {
    return selectAuctions(db).where(eq(auctions.status, 'open')).all();
  },

  /** Ends an open auction; false when it had already ended (the timer raced a cancel). */
  end(
    db: DbOrTx,
    id: number,
    values: {
      status: 'closed' | 'cancelled';
      clearingPrice: number | null;
      executedQuantity: number | null;
      marketPrice: number | null;
    },
  ): boolean {
    const result = db
      .update(auctions)
      .set(values)
      .where(and(eq(auctions.id, id), eq(auctions.status, 'open')))
      .run();
    return result.changes === 1;
  },

  /** Records 소득 변화 on an open auction once; false when it had ended or already had one. */
  recordIncome(db: DbOrTx, id: number, amount: number, at: Date): boolean {
    const result = db
      .update(auctions)
      .set({ lessonIncome: amount, lessonIncomeAt: at })
      .where(and(eq(auctions.id, id), eq(auctions.status, 'open'), isNull(auctions.lessonIncome)))
      .run();
    return result.changes === 1;
  },

  insertOrder(db: DbOrTx, row: typeof auctionOrders.$inferInsert) {
    return db.insert(auctionOrders).values(row).returning().get();
  },

  /** Every order of an auction in arrival order, with its student's name. */
  orders(db: DbOrTx, auctionId: number): AuctionOrderRow[] {
    return db
      .select({ order: auctionOrders, userName: users.name })
      .from(auctionOrders)
      .innerJoin(users, eq(users.id, auctionOrders.userId))
      .where(eq(auctionOrders.auctionId, auctionId))
      .orderBy(asc(auctionOrders.createdAt), asc(auctionOrders.id))
      .all()
      .map(({ order, userName }) => ({ ...order, userName }));
  },

  /** The order's reservation ends here: settled with its fill, or released (filled 0). */
  closeOrder(
    db: DbOrTx,
    id: number,
    values: {
      status: 'SETTLED' | 'RELEASED';
      filledQuantity: number;
      tradeId?: number;
      releaseReason?: string;
    },
  ): boolean {
    const result = db
      .update(auctionOrders)
      .set({ ...values, reservedCash: 0 })
      .where(and(eq(auctionOrders.id, id), isOpenOrder))
      .run();
    return result.changes === 1;
  },

  /** Σ cash held back by the user's open auction buys. */
  reservedCash(db: DbOrTx, userId: number): number {
    return reservedCashOf(db).get({ userId })?.sum ?? 0;
  },

  /** Σ shares of one stock that the user's open auction sells promise. */
  openSellQuantity(db: DbOrTx, userId: number, stockId: number): number {
    return openSellsOf(db).get({ userId, stockId })?.sum ?? 0;
  },

  /** Every open auction order of a user, buys and sells (a deactivated account's to release). */
  openOfUser(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(auctionOrders)
      .where(and(eq(auctionOrders.userId, userId), isOpenOrder))
      .all();
  },

  /** Open auction buys of a user, newest first (released first when cash no longer covers them). */
  openBuys(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(auctionOrders)
      .where(and(eq(auctionOrders.userId, userId), eq(auctionOrders.side, 'BUY'), isOpenOrder))
      .orderBy(desc(auctionOrders.id))
      .all();
  },

  /** A student's orders in auctions that were not cancelled, oldest first (세특 evidence). */
  ordersOfUser(db: DbOrTx, userId: number): AuctionParticipation[] {
    return db
      .select({
        auctionId: auctions.id,
        stockName: stocks.name,
        status: auctions.status,
        closesAt: auctions.closesAt,
        clearingPrice: auctions.clearingPrice,
        executedQuantity: auctions.executedQuantity,
        side: auctionOrders.side,
        quantity: auctionOrders.quantity,
        price: auctionOrders.price,
        reason: auctionOrders.reason,
        filledQuantity: auctionOrders.filledQuantity,
        createdAt: auctionOrders.createdAt,
      })
      .from(auctionOrders)
      .innerJoin(auctions, eq(auctions.id, auctionOrders.auctionId))
      .innerJoin(stocks, eq(stocks.id, auctions.stockId))
      .where(and(eq(auctionOrders.userId, userId), ne(auctions.status, 'cancelled')))
      .orderBy(asc(auctionOrders.createdAt), asc(auctionOrders.id))
      .all();
  },
};
