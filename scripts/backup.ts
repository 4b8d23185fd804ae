// npm run backup -- [destination]: an online copy of the database while the server runs, by
// default into BACKUP_DIR beside the nightly copies (kept: only nightly copies are removed).
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { backupDatabase } from '../src/server/db/backup';
import { openDatabase } from '../src/server/db/connection';
import { loadEnv } from '../src/server/env';

const env = loadEnv();
const source = env.DATABASE_PATH ?? join(env.DATA_DIR, 'stockclass.db');
// Opening a missing file would create an empty database and back that up: a shell without the
// service's DATA_DIR would report a backup of nothing.
if (!existsSync(source)) {
  console.error(
    `No database at ${source}: give this command the server's DATA_DIR (or DATABASE_PATH).`,
  );
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const folder = env.BACKUP_DIR ?? join(env.DATA_DIR, 'backups');
const destination = process.argv[2] ?? join(folder, `stockclass-${stamp}.db`);
mkdirSync(dirname(destination), { recursive: true });
const db = openDatabase(source, { synchronous: env.SQLITE_SYNCHRONOUS });
const { pages } = await backupDatabase(db, destination);
db.$client.close();
console.info(`Backed up ${source} to ${destination} (${pages} pages).`);
