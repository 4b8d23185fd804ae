import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './connection';

/** Everything that can have changed the database, as SQLite counts it. */
interface Stamp {
  /** Rows this connection inserted, updated or deleted since it opened, rolled-back ones too. */
  changes: number;
  /** Moves whenever another connection commits (the demo seeder, a second process). */
  dataVersion: number;
}

interface StampStatements {
  changes: BetterSqlite3.Statement<[], number>;
  dataVersion: BetterSqlite3.Statement<[], number>;
}
const stampStatements = new WeakMap<BetterSqlite3.Database, StampStatements>();

// Two statements: the pragma itself is cheaper than its table-valued form joined to the count.
function stampOf(client: BetterSqlite3.Database): Stamp {
  let statements = stampStatements.get(client);
  if (!statements) {
    statements = {
      changes: client.prepare<[], number>('select total_changes()').pluck(),
      dataVersion: client.prepare<[], number>('pragma data_version').pluck(),
    };
    stampStatements.set(client, statements);
  }
  return { changes: statements.changes.get()!, dataVersion: statements.dataVersion.get()! };
}

/** A text that changes whenever anything may have written to the database. */
export function databaseStamp(db: Db): string {
  const { changes, dataVersion } = stampOf(db.$client);
  return `${changes}:${dataVersion}`;
}

interface Remembered<K, V> extends Stamp {
  values: Map<K, V>;
}

/**
 * Reads remembered for as long as the database provably has not changed (ADR 0017): the two
 * stamp statements (about 1 µs) stand in for the statements a read would run again. Any write
 * anywhere forgets everything remembered, so nothing has to know which write touches which read.
 * `stillTrue` checks what the read took from outside the database (live prices, today's date).
 * Inside a transaction nothing is remembered: a read there may see writes that are rolled back.
 */
export function rememberWhileUnchanged<K, V>(maxValues = 10_000) {
  const byConnection = new WeakMap<BetterSqlite3.Database, Remembered<K, V>>();
  return (db: Db, key: K, read: () => V, stillTrue?: (value: V) => boolean): V => {
    const client = db.$client;
    if (client.inTransaction) return read();
    const { changes, dataVersion } = stampOf(client);
    let remembered = byConnection.get(client);
    if (remembered?.changes !== changes || remembered.dataVersion !== dataVersion) {
      remembered = { changes, dataVersion, values: new Map() };
      byConnection.set(client, remembered);
    }
    const known = remembered.values.get(key);
    if (known !== undefined && (stillTrue?.(known) ?? true)) return known;
    const value = read();
    if (remembered.values.size >= maxValues) remembered.values.clear();
    remembered.values.set(key, value);
    return value;
  };
}
