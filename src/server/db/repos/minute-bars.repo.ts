import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { RunResult } from 'better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { Db as Connection } from '../connection';
import type * as schema from '../schema';
import { minuteBars } from '../schema';

/** The database or a transaction on it. */
type Db = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

export type MinuteBar = typeof minuteBars.$inferSelect;

export const minuteBarsRepo = {
  /**
   * A prepared upsert by (symbol, time) for the recorder's flushes: thousands of rows every few
   * seconds, where building each statement through the query builder would cost more than the
   * writes. Run it inside the caller's transaction.
   */
  upserter(db: Connection) {
    const statement = db.$client.prepare(
      `insert into minute_bars (symbol, time, open, high, low, close, volume)
       values (@symbol, @time, @open, @high, @low, @close, @volume)
       on conflict (symbol, time) do update set open = excluded.open, high = excluded.high,
         low = excluded.low, close = excluded.close, volume = excluded.volume`,
    );
    return (rows: MinuteBar[]) => {
      for (const row of rows) statement.run(row);
    };
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

  /** The last recorded price before an instant: the recorded close of the day before it. */
  lastCloseBefore(db: Db, symbol: string, before: number): number | undefined {
    return db
      .select({ close: minuteBars.close })
      .from(minuteBars)
      .where(and(eq(minuteBars.symbol, symbol), lt(minuteBars.time, before)))
      .orderBy(desc(minuteBars.time))
      .limit(1)
      .get()?.close;
  },

  deleteBefore(db: Db, time: number) {
    return db.delete(minuteBars).where(lt(minuteBars.time, time)).run().changes;
  },
};
