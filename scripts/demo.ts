// npm run demo: seeds the demo school into the configured database (see README "Demo").
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../src/server/clock';
import { openDatabase } from '../src/server/db/connection';
import {
  DEMO_PASSWORD,
  DEMO_TEACHER_EMAIL,
  demoStudentEmail,
  schoolClassNames,
  seedDemo,
} from '../src/server/demo/seed';
import { loadEnv } from '../src/server/env';
import { loadCatalogue } from '../src/server/market/catalogue';
import { otherServer } from '../src/server/server-marker';
import { createPasswordHasher } from '../src/server/services/accounts/passwords';

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
const force = process.argv.includes('--force') || process.env.DEMO_FORCE === '1';
const schoolClasses = schoolClassNames(db);
if (schoolClasses.length > 0 && !force) {
  // The configured database is the school's own by default: 31 demo accounts and the demo's
  // replay days would land among real classes.
  db.$client.close();
  console.error(
    `${databasePath} already holds ${schoolClasses.length} class(es) of a school (${schoolClasses.slice(0, 3).join(', ')}${schoolClasses.length > 3 ? ', …' : ''}).\n` +
      'The demo would add its teacher and 30 students there and move the replay to its days.\n' +
      'Seed a separate database instead (DATA_DIR=demo-data npm run demo, then DATA_DIR=demo-data npm start),\n' +
      'or run `npm run demo -- --force` (or DEMO_FORCE=1) to seed this one anyway.',
  );
  process.exit(1);
}
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
