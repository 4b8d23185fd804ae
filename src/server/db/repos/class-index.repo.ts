import { inArray, min } from 'drizzle-orm';
import { orders } from '../schema';
import type { DbOrTx } from './db-or-tx';

export const classIndexRepo = {
  /** The class's first market day: the earliest KST market day any of its students ordered on. */
  firstOrderDay(db: DbOrTx, userIds: number[]): string | null {
    if (userIds.length === 0) return null;
    const row = db
      .select({ day: min(orders.marketDay) })
      .from(orders)
      .where(inArray(orders.userId, userIds))
      .get();
    return row?.day ?? null;
  },
};
