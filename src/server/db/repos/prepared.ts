import type { DbOrTx } from './db-or-tx';

/**
 * A query built and compiled once per database handle instead of on every call: drizzle would
 * otherwise rebuild the SQL and SQLite recompile it each time. Hot read paths use it; a
 * transaction handle gets its own copy (held only as long as the transaction object lives).
 */
export function preparedPer<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byDb = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
