import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../schema';
import type { DbOrTx } from './db-or-tx';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export const idempotencyRepo = {
  find(db: DbOrTx, userId: number, key: string): IdempotencyRow | undefined {
    return db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .get();
  },

  insert(db: DbOrTx, row: typeof idempotencyKeys.$inferInsert) {
    db.insert(idempotencyKeys).values(row).run();
  },
};
