import { and, eq, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { placeholders, preparedPer } from './prepared';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

const stored = preparedPer((db) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, sql.placeholder('userId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .prepare(),
);
const store = preparedPer((db) =>
  db
    .insert(idempotencyKeys)
    .values(placeholders('userId', 'key', 'requestHash', 'status', 'responseBody', 'createdAt'))
    .prepare(),
);

export const idempotencyRepo = {
  find(db: DbOrTx, userId: number, key: string): IdempotencyRow | undefined {
    return stored(db).get({ userId, key });
  },

  insert(db: DbOrTx, row: Required<typeof idempotencyKeys.$inferInsert>) {
    store(db).run(row);
  },
};
