import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { replayedCloses } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { preparedPer } from './prepared';

export type ReplayedCloseRow = typeof replayedCloses.$inferSelect;

const closesAfter = preparedPer((db) =>
  db
    .select()
    .from(replayedCloses)
    .where(
      and(
        eq(replayedCloses.userId, sql.placeholder('userId')),
        gt(replayedCloses.takenAt, sql.placeholder('after')),
      ),
    )
    .orderBy(asc(replayedCloses.takenAt))
    .prepare(),
);

/** The value of each portfolio at each replayed day's close at 빠르게 (docs/decisions/0038). */
export const replayedClosesRepo = {
  saveAll(db: DbOrTx, rows: Array<typeof replayedCloses.$inferInsert>) {
    for (const row of rows) db.insert(replayedCloses).values(row).onConflictDoNothing().run();
  },

  /** One user's closes taken after this instant (epoch ms), oldest first. */
  after(db: DbOrTx, userId: number, after: number): ReplayedCloseRow[] {
    return closesAfter(db).all({ userId, after });
  },
};
