import type BetterSqlite3 from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import { Database } from './sqlite-driver';

export type Db = BetterSQLite3Database<typeof schema> & { $client: BetterSqlite3.Database };

// Beside this module: src/server/db/migrations, or in the built server the copy
// scripts/build-server.ts puts beside dist/server/index.js.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  synchronous?: 'FULL' | 'NORMAL';
}

/**
 * How long a write waits for another process's lock before it fails with SQLITE_BUSY (ADR 0036).
 * The driver is synchronous: the wait stops the event loop, so every request waits with it. A
 * few milliseconds cover a brief outside write; a longer lock refuses requests at once with 503
 * and background work retries on its own timers.
 */
const BUSY_TIMEOUT_MS = 10;
// Migrating at start-up answers no one yet: it may wait out a backup's or a shell's lock.
const STARTUP_BUSY_TIMEOUT_MS = 5_000;

// Every connection gets the same pragmas; foreign keys are per connection in SQLite.
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Db {
  const sqlite = new Database(path);
  sqlite.pragma(`busy_timeout = ${STARTUP_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
  sqlite.pragma('foreign_keys = ON');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return db;
}

// The health check runs on every probe: its statement is compiled once per connection.
const probes = new WeakMap<BetterSqlite3.Database, BetterSqlite3.Statement>();

export function databaseStatus(db: Db): 'ok' | 'error' {
  try {
    let probe = probes.get(db.$client);
    if (!probe) {
      probe = db.$client.prepare('select 1');
      probes.set(db.$client, probe);
    }
    probe.get();
    return 'ok';
  } catch {
    return 'error';
  }
}
