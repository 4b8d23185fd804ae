import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { RunResult } from 'better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as schema from '../schema';
import { minuteBars } from '../schema';

/** The database or a transaction on it. */
type Db = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

export type MinuteBar = typeof minuteBars.$inferSelect;

// 7 columns per row keeps each statement far below SQLite's bound-parameter limit.
const CHUNK = 1_000;

export const minuteBarsRepo = {
  /** Inserts or replaces bars by (symbol, time); run inside the caller's transaction. */
  upsertMany(db: Db, rows: MinuteBar[]) {
    for (let i = 0; i < rows.length; i += CHUNK)
      db.insert(minuteBars)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: [minuteBars.symbol, minuteBars.time],
          set: {
            open: sql`excluded.open`,
            high: sql`excluded.high`,
            low: sql`excluded.low`,
            close: sql`excluded.close`,
            volume: sql`excluded.volume`,
          },
        })
        .run();
  },

  range(db: Db, symbol: string, from: number, to: number): MinuteBar[] {
    return db
      .select()
      .from(minuteBars)
      .where(
        and(eq(minuteBars.symbol, symbol), gte(minuteBars.time, from), lte(minuteBars.time, to)),
      )
      .orderBy(asc(minuteBars.time))
      .all();
  },

  deleteBefore(db: Db, time: number) {
    return db.delete(minuteBars).where(lt(minuteBars.time, time)).run().changes;
  },
};
