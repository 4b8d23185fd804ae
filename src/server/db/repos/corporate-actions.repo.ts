import { and, desc, eq, gt, inArray, isNull, min } from 'drizzle-orm';
import { corporateAdjustments, holdings, orders, stocks } from '../schema';
import type { DbOrTx } from './db-or-tx';

export type NewCorporateAdjustment = Omit<typeof corporateAdjustments.$inferInsert, 'id'>;

export const corporateActionsRepo = {
  /**
   * Every open position in a stock, the holdings a corporate action adjusts. Not an ended
   * class's record: it keeps its shares at the 종료 price (holdings.end_price), and a split
   * there would multiply the shares under a price that no longer moves.
   */
  holders(db: DbOrTx, stockId: number) {
    return db
      .select({
        userId: holdings.userId,
        quantity: holdings.quantity,
        averagePrice: holdings.averagePrice,
      })
      .from(holdings)
      .where(
        and(eq(holdings.stockId, stockId), gt(holdings.quantity, 0), isNull(holdings.endPrice)),
      )
      .all();
  },

  /** Whether this user's holding already had the action of that day (the unique index's key). */
  applied(db: DbOrTx, userId: number, stockId: number, marketDate: string): boolean {
    return (
      db
        .select({ id: corporateAdjustments.id })
        .from(corporateAdjustments)
        .where(
          and(
            eq(corporateAdjustments.userId, userId),
            eq(corporateAdjustments.stockId, stockId),
            eq(corporateAdjustments.marketDate, marketDate),
          ),
        )
        .get() !== undefined
    );
  },

  insert(db: DbOrTx, row: NewCorporateAdjustment): number {
    return db
      .insert(corporateAdjustments)
      .values(row)
      .returning({ id: corporateAdjustments.id })
      .get().id;
  },

  /** Open limit orders of one stock (any side): a corporate action cancels them. */
  openOrders(db: DbOrTx, stockId: number) {
    return db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(and(eq(orders.stockId, stockId), eq(orders.status, 'OPEN')))
      .all();
  },

  /**
   * The actions applied to the stocks, one per stock and market day (every holder got the same
   * one), with the instant it was first applied: what a trade before it is adjusted by.
   */
  appliedToStocks(db: DbOrTx, symbols: string[]) {
    if (symbols.length === 0) return [];
    return db
      .select({
        symbol: stocks.symbol,
        kind: corporateAdjustments.kind,
        marketDate: corporateAdjustments.marketDate,
        previousClose: corporateAdjustments.previousClose,
        basePrice: corporateAdjustments.basePrice,
        shareRatio: corporateAdjustments.shareRatio,
        appliedAt: min(corporateAdjustments.createdAt),
      })
      .from(corporateAdjustments)
      .innerJoin(stocks, eq(stocks.id, corporateAdjustments.stockId))
      .where(inArray(stocks.symbol, symbols))
      .groupBy(corporateAdjustments.stockId, corporateAdjustments.marketDate)
      .orderBy(corporateAdjustments.marketDate)
      .all();
  },

  /** One student's adjustments, newest first, as the 거래 내역 shows them. */
  ofUser(db: DbOrTx, userId: number, limit: number) {
    return db
      .select({
        id: corporateAdjustments.id,
        symbol: stocks.symbol,
        stockName: stocks.name,
        kind: corporateAdjustments.kind,
        marketDate: corporateAdjustments.marketDate,
        previousClose: corporateAdjustments.previousClose,
        basePrice: corporateAdjustments.basePrice,
        shareRatio: corporateAdjustments.shareRatio,
        quantityBefore: corporateAdjustments.quantityBefore,
        quantityAfter: corporateAdjustments.quantityAfter,
        averagePriceBefore: corporateAdjustments.averagePriceBefore,
        averagePriceAfter: corporateAdjustments.averagePriceAfter,
        cashIn: corporateAdjustments.cashIn,
        createdAt: corporateAdjustments.createdAt,
      })
      .from(corporateAdjustments)
      .innerJoin(stocks, eq(stocks.id, corporateAdjustments.stockId))
      .where(eq(corporateAdjustments.userId, userId))
      .orderBy(desc(corporateAdjustments.createdAt), desc(corporateAdjustments.id))
      .limit(limit)
      .all();
  },
};
