import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { portfolioSnapshots } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { inIds, preparedPer } from './prepared';

export type SnapshotRow = typeof portfolioSnapshots.$inferSelect;

const latestCloses = sql`(${portfolioSnapshots.userId}, ${portfolioSnapshots.date}) in (
  select user_id, max(date) from portfolio_snapshots where date < ${sql.placeholder('date')}
  group by user_id)`;
const latestBeforeForAll = preparedPer((db) =>
  db.select().from(portfolioSnapshots).where(latestCloses).prepare(),
);
// Some users (a class, the students on line): their keys only, not every student's history.
const latestBeforeForSome = preparedPer((db) =>
  db
    .select()
    .from(portfolioSnapshots)
    .where(
      sql`(${portfolioSnapshots.userId}, ${portfolioSnapshots.date}) in (
        select user_id, max(date) from portfolio_snapshots
        where ${inIds(portfolioSnapshots.userId)}
          and date < ${sql.placeholder('date')}
        group by user_id)`,
    )
    .prepare(),
);
// One user's latest close reads the (user, date) key once for the max instead of grouping
// everyone's. Not `order by date desc limit 1`: drizzle binds the limit as a parameter, and SQLite
// then spends 4-5 µs more on every run of the statement (measured; a literal limit does not).
const latestBeforeForOne = preparedPer((db) =>
  db
    .select()
    .from(portfolioSnapshots)
    .where(
      and(
        eq(portfolioSnapshots.userId, sql.placeholder('userId')),
        eq(
          portfolioSnapshots.date,
          sql`(select max(date) from ${portfolioSnapshots} where user_id = ${sql.placeholder('userId')}
            and date < ${sql.placeholder('date')})`,
        ),
      ),
    )
    .prepare(),
);

// Every leaderboard row reads one (a class's projector after each trade): built once.
const closesFrom = preparedPer((db) =>
  db
    .select()
    .from(portfolioSnapshots)
    .where(
      and(
        eq(portfolioSnapshots.userId, sql.placeholder('userId')),
        gte(portfolioSnapshots.date, sql.placeholder('fromDate')),
      ),
    )
    .orderBy(asc(portfolioSnapshots.date))
    .prepare(),
);

export const snapshotsRepo = {
  saveAll(db: DbOrTx, rows: Array<typeof portfolioSnapshots.$inferInsert>) {
    for (const row of rows) {
      const { totalValue, cash, netDeposits, marketDate = null, kospi = null } = row;
      db.insert(portfolioSnapshots)
        .values(row)
        .onConflictDoUpdate({
          target: [portfolioSnapshots.userId, portfolioSnapshots.date],
          set: { totalValue, cash, netDeposits, marketDate, kospi },
        })
        .run();
    }
  },

  /**
   * Each user's latest close before `date` (the close a period starts from): these users', or
   * every student's.
   */
  latestBefore(db: DbOrTx, date: string, userIds?: number[]): Map<number, SnapshotRow> {
    const rows =
      userIds === undefined
        ? latestBeforeForAll(db).all({ date })
        : userIds.length === 1
          ? latestBeforeForOne(db).all({ date, userId: userIds[0] })
          : latestBeforeForSome(db).all({ date, ids: JSON.stringify(userIds) });
    return new Map(rows.map((row) => [row.userId, row]));
  },

  range(db: DbOrTx, userId: number, fromDate: string): SnapshotRow[] {
    return closesFrom(db).all({ userId, fromDate });
  },

  countOn(db: DbOrTx, date: string): number {
    return (
      db
        .select({ count: sql<number>`count(*)` })
        .from(portfolioSnapshots)
        .where(eq(portfolioSnapshots.date, date))
        .get()?.count ?? 0
    );
  },
};
