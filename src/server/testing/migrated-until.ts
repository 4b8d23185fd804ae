import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Database } from '../db/sqlite-driver';

const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * An in-memory database as a school's was before the migration `tag`, to fill with old rows;
 * `migrateRest()` then runs `tag` and every later migration on it, as an upgrade does.
 */
export function databaseBefore(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'migrated-until-'));
  try {
    cpSync(migrations, dir, { recursive: true });
    const journalPath = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((e) => e.tag === tag);
    if (cut < 0) throw new Error(`no migration ${tag}`);
    writeFileSync(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }),
    );
    const sqlite = new Database(':memory:');
    const db = drizzle(sqlite);
    migrate(db, { migrationsFolder: dir });
    return { sqlite, migrateRest: () => migrate(db, { migrationsFolder: migrations }) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
