import { asc, eq, inArray } from 'drizzle-orm';
import type { FillRecord } from '../../../shared/domain/maths/trades';
import { corporateAdjustments, stocks, trades } from '../schema';
import type { DbOrTx } from './db-or-tx';

function tradeFills(db: DbOrTx, userId: number): FillRecord[] {
  return db
    .select({
      symbol: stocks.symbol,
      side: trades.type,
      quantity: trades.quantity,
      price: trades.price,
      fee: trades.fee,
      tax: trades.tax,
      createdAt: trades.createdAt,
    })
    .from(trades)
    .innerJoin(stocks, eq(stocks.id, trades.stockId))
    .where(eq(trades.userId, userId))
    .orderBy(asc(trades.createdAt), asc(trades.id))
    .all()
    .map(({ createdAt, ...fill }) => ({ ...fill, at: createdAt.getTime() }));
}

export const analyticsRepo = {
  /**
   * Every fill of a user and every corporate action on their holdings, oldest first (the order
   * the average price was built in).
   */
  fills(db: DbOrTx, userId: number): FillRecord[] {
    const adjustments = db
      .select({
        symbol: stocks.symbol,
        quantity: corporateAdjustments.quantityAfter,
        price: corporateAdjustments.averagePriceAfter,
        createdAt: corporateAdjustments.createdAt,
      })
      .from(corporateAdjustments)
      .innerJoin(stocks, eq(stocks.id, corporateAdjustments.stockId))
      .where(eq(corporateAdjustments.userId, userId))
      .all()
      .map(({ createdAt, ...a }) => ({
        ...a,
        side: 'ADJUST' as const,
        fee: 0,
        tax: 0,
        at: createdAt.getTime(),
      }));
    // Stable: a trade and an adjustment of the same millisecond keep trades first.
    return [...tradeFills(db, userId), ...adjustments].sort((a, b) => a.at - b.at);
  },

  sectors(db: DbOrTx, symbols: string[]): Map<string, string> {
    if (symbols.length === 0) return new Map();
    const rows = db
      .select({ symbol: stocks.symbol, sector: stocks.sector })
      .from(stocks)
      .where(inArray(stocks.symbol, symbols))
      .all();
    return new Map(rows.map((r) => [r.symbol, r.sector]));
  },
};
