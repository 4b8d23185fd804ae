// npm run backup -- [destination]: an online copy of the database while the server runs.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { backupDatabase } from '../src/server/db/backup';
import { openDatabase } from '../src/server/db/connection';
import { loadEnv } from '../src/server/env';

const env = loadEnv();
const source = env.DATABASE_PATH ?? join(env.DATA_DIR, 'stockclass.db');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const destination = process.argv[2] ?? join(env.DATA_DIR, 'backups', `stockclass-${stamp}.db`);
mkdirSync(dirname(destination), { recursive: true });
const db = openDatabase(source, { synchronous: env.SQLITE_SYNCHRONOUS });
const { pages } = await backupDatabase(db, destination);
db.$client.close();
console.info(`Backed up ${source} to ${destination} (${pages} pages).`);
