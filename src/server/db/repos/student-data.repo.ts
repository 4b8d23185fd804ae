import { and, asc, eq, gte, inArray, isNull, max, min, or } from 'drizzle-orm';
import {
  accessLog,
  assignmentAnswers,
  assignmentCompletions,
  assignmentExplanations,
  auctionOrders,
  auctions,
  cashLedger,
  classes,
  guardianConsents,
  nameChangeRequests,
  holdings,
  orders,
  portfolioSnapshots,
  refreshTokens,
  stocks,
  tradeReflections,
  tradeReviews,
  trades,
  users,
  watchlistItems,
} from '../schema';
import type { DbOrTx } from './db-or-tx';

/** Everything StockClass holds about one student, row by row, for their own download. */
export const studentDataRepo = {
  /** The rows these accounts were moved on from: each is their record in an earlier class. */
  recordsMovedInto(db: DbOrTx, accountIds: number[]) {
    return db
      .select({ id: users.id, classId: users.classId, className: classes.name })
      .from(users)
      .leftJoin(classes, eq(classes.id, users.classId))
      .where(inArray(users.movedToId, accountIds))
      .orderBy(asc(users.id))
      .all();
  },

  trades(db: DbOrTx, userId: number) {
    return db
      .select({
        id: trades.id,
        at: trades.createdAt,
        marketDate: trades.marketDate,
        symbol: stocks.symbol,
        stock: stocks.name,
        type: trades.type,
        quantity: trades.quantity,
        price: trades.price,
        totalAmount: trades.totalAmount,
        fee: trades.fee,
        tax: trades.tax,
        reason: trades.reason,
        reflection: tradeReflections.text,
        review: tradeReviews.comment,
      })
      .from(trades)
      .innerJoin(stocks, eq(stocks.id, trades.stockId))
      .leftJoin(tradeReflections, eq(tradeReflections.tradeId, trades.id))
      .leftJoin(tradeReviews, eq(tradeReviews.tradeId, trades.id))
      .where(eq(trades.userId, userId))
      .orderBy(asc(trades.id))
      .all();
  },
  holdings(db: DbOrTx, userId: number) {
    return db
      .select({
        symbol: stocks.symbol,
        name: stocks.name,
        quantity: holdings.quantity,
        averagePrice: holdings.averagePrice,
      })
      .from(holdings)
      .innerJoin(stocks, eq(stocks.id, holdings.stockId))
      .where(eq(holdings.userId, userId))
      .orderBy(asc(stocks.symbol))
      .all();
  },
  orders(db: DbOrTx, userId: number) {
    return db
      .select({
        at: orders.createdAt,
        symbol: stocks.symbol,
        name: stocks.name,
        side: orders.side,
        type: orders.type,
        quantity: orders.quantity,
        limitPrice: orders.limitPrice,
        status: orders.status,
        reason: orders.reason,
      })
      .from(orders)
      .innerJoin(stocks, eq(stocks.id, orders.stockId))
      .where(eq(orders.userId, userId))
      .orderBy(asc(orders.id))
      .all();
  },
  ledger(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(cashLedger)
      .where(eq(cashLedger.userId, userId))
      .orderBy(asc(cashLedger.id))
      .all();
  },
  snapshots(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(portfolioSnapshots)
      .where(eq(portfolioSnapshots.userId, userId))
      .orderBy(asc(portfolioSnapshots.date))
      .all();
  },
  watchlist(db: DbOrTx, userId: number) {
    return db
      .select({ symbol: stocks.symbol, name: stocks.name, position: watchlistItems.position })
      .from(watchlistItems)
      .innerJoin(stocks, eq(stocks.id, watchlistItems.stockId))
      .where(eq(watchlistItems.userId, userId))
      .orderBy(asc(watchlistItems.position))
      .all();
  },
  completions(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(assignmentCompletions)
      .where(eq(assignmentCompletions.userId, userId))
      .orderBy(asc(assignmentCompletions.completedAt))
      .all();
  },
  explanations(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(assignmentExplanations)
      .where(eq(assignmentExplanations.userId, userId))
      .all();
  },
  answers(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(assignmentAnswers)
      .where(eq(assignmentAnswers.userId, userId))
      .orderBy(asc(assignmentAnswers.id))
      .all();
  },
  auctionOrders(db: DbOrTx, userId: number) {
    return db
      .select({
        at: auctionOrders.createdAt,
        symbol: stocks.symbol,
        name: stocks.name,
        side: auctionOrders.side,
        quantity: auctionOrders.quantity,
        price: auctionOrders.price,
        status: auctionOrders.status,
        filledQuantity: auctionOrders.filledQuantity,
        reason: auctionOrders.reason,
      })
      .from(auctionOrders)
      .innerJoin(auctions, eq(auctions.id, auctionOrders.auctionId))
      .innerJoin(stocks, eq(stocks.id, auctions.stockId))
      .where(eq(auctionOrders.userId, userId))
      .orderBy(asc(auctionOrders.id))
      .all();
  },
  nameChanges(db: DbOrTx, userId: number) {
    return db
      .select()
      .from(nameChangeRequests)
      .where(eq(nameChangeRequests.userId, userId))
      .orderBy(asc(nameChangeRequests.id))
      .all();
  },
  guardianConsent(db: DbOrTx, userId: number) {
    return db
      .select({
        receivedOn: guardianConsents.receivedOn,
        method: guardianConsents.method,
        confirmedBy: users.name,
        confirmedAt: guardianConsents.confirmedAt,
      })
      .from(guardianConsents)
      .leftJoin(users, eq(users.id, guardianConsents.confirmedBy))
      .where(eq(guardianConsents.userId, userId))
      .all();
  },
  /** One row per sign-in: a refresh token family is one sign-in, renewed until it ends. */
  signIns(db: DbOrTx, userId: number) {
    return db
      .select({
        signedInAt: min(refreshTokens.createdAt),
        renewedAt: max(refreshTokens.createdAt),
        expiresAt: max(refreshTokens.expiresAt),
        endedAt: max(refreshTokens.revokedAt),
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .groupBy(refreshTokens.familyId)
      .orderBy(asc(min(refreshTokens.createdAt)))
      .all();
  },
  /**
   * Staff views of the student's data, by role (the staff member's name is theirs, not the
   * student's): of the student alone, and of their whole class since they joined it.
   */
  accessLog(db: DbOrTx, userId: number) {
    return db
      .select({
        at: accessLog.createdAt,
        role: accessLog.actorRole,
        what: accessLog.what,
        studentId: accessLog.studentId,
      })
      .from(accessLog)
      .innerJoin(users, eq(users.id, userId))
      .where(
        or(
          eq(accessLog.studentId, userId),
          and(
            isNull(accessLog.studentId),
            eq(accessLog.classId, users.classId),
            gte(accessLog.createdAt, users.createdAt),
          ),
        ),
      )
      .orderBy(asc(accessLog.id))
      .all();
  },
};
