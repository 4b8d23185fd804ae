// npm run demo: seeds the demo school into the configured database (see README "Demo").
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../src/server/clock';
import { openDatabase } from '../src/server/db/connection';
import {
  DEMO_PASSWORD,
  DEMO_TEACHER_EMAIL,
  demoStudentEmail,
  seedDemo,
} from '../src/server/demo/seed';
import { loadEnv } from '../src/server/env';
import { loadCatalogue } from '../src/server/market/catalogue';
import { otherServer } from '../src/server/server-marker';
import { createPasswordHasher } from '../src/server/services/passwords';

const env = loadEnv();
mkdirSync(env.DATA_DIR, { recursive: true });
const databasePath = env.DATABASE_PATH ?? join(env.DATA_DIR, 'stockclass.db');
const server = otherServer(databasePath);
if (server !== null) {
  // The running server would keep its own replay position (five weeks behind the demo's days)
  // and its caches of the old database: seed first, then start it.
  console.error(
    `StockClass is running on ${databasePath} (process ${server}).\n` +
      'Stop it first (Ctrl+C in its terminal), then run `npm run demo` and start it again with `npm start`.',
  );
  process.exit(1);
}
const db = openDatabase(databasePath, {
  synchronous: env.SQLITE_SYNCHRONOUS,
});
const seeded = await seedDemo({
  db,
  catalogue: loadCatalogue(),
  clock: systemClock,
  passwords: createPasswordHasher(),
});
db.$client.close();
console.info(seeded ? 'Demo school seeded.' : 'The demo school already exists; nothing changed.');
console.info(`  teacher: ${DEMO_TEACHER_EMAIL} / ${DEMO_PASSWORD}`);
console.info(`  students: ${demoStudentEmail(1)} … ${demoStudentEmail(30)} / ${DEMO_PASSWORD}`);
