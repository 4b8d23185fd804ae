import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from './connection';

// A class's standings read its students, their holdings, trades, cash ledger and closes, and
// the class row; nothing else that is written (minute bars, orders, logins, settings) moves them.
// Temporary triggers count each write to these tables against the class it touches, so every path
// that writes, a test's raw SQL too, is counted without anyone remembering to announce it. They
// live on this connection only: another connection's commits move `data_version` instead.
const USER_TABLES = [
  'holdings',
  'trades',
  'cash_ledger',
  'portfolio_snapshots',
  'replayed_closes',
  // A confirmed consent brings a student of a 중학교 class onto its boards.
  'guardian_consents',
];
const BUMP = 'stockclass_class_changed';

const classOfUser = (row: 'new' | 'old') =>
  `(select class_id from users where id = ${row}.user_id)`;

function triggers(): string[] {
  const perRow = (table: string, event: string, classIds: string[]) =>
    `create temp trigger if not exists ${table}_${event}_class_changed after ${event} on main.${table}
     begin select ${classIds.map((id) => `${BUMP}(${id})`).join(', ')}; end`;
  return [
    perRow('users', 'insert', ['new.class_id']),
    perRow('users', 'update', ['old.class_id', 'new.class_id']),
    perRow('users', 'delete', ['old.class_id']),
    perRow('classes', 'insert', ['new.id']),
    perRow('classes', 'update', ['old.id', 'new.id']),
    perRow('classes', 'delete', ['old.id']),
    ...USER_TABLES.flatMap((table) => [
      perRow(table, 'insert', [classOfUser('new')]),
      perRow(table, 'update', [classOfUser('old'), classOfUser('new')]),
      perRow(table, 'delete', [classOfUser('old')]),
    ]),
  ];
}

interface Counts {
  /** Writes counted per class id; students without a class count under -1. */
  byClass: Map<number, number>;
  dataVersion: BetterSqlite3.Statement<[], number>;
}
const countsByConnection = new WeakMap<BetterSqlite3.Database, Counts>();

function countsOf(client: BetterSqlite3.Database): Counts {
  let counts = countsByConnection.get(client);
  if (counts) return counts;
  const byClass = new Map<number, number>();
  client.function(BUMP, { deterministic: false }, (classId: unknown) => {
    const key = typeof classId === 'number' || typeof classId === 'bigint' ? Number(classId) : -1;
    byClass.set(key, (byClass.get(key) ?? 0) + 1);
    return null;
  });
  for (const sql of triggers()) client.exec(sql);
  counts = { byClass, dataVersion: client.prepare<[], number>('pragma data_version').pluck() };
  countsByConnection.set(client, counts);
  return counts;
}

/**
 * A text that changes whenever a write may have moved this class's standings (a write rolled
 * back counts too: at worst an answer is computed once more). `null`: students without a class.
 */
export function classStamp(db: Db, classId: number | null): string {
  const counts = countsOf(db.$client);
  return `${counts.byClass.get(classId ?? -1) ?? 0}:${counts.dataVersion.get()!}`;
}

/** Starts counting on this connection now, so the first stamp already follows every write. */
export function watchClassChanges(db: Db) {
  countsOf(db.$client);
}
