import type { RunResult } from 'better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as schema from '../schema';

/** The database or a transaction on it: repos run inside the service's transaction. */
export type DbOrTx = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;
