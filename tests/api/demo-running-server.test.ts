import { Database } from '../../src/server/db/sqlite-driver';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection';
import { DEMO_TEACHER_EMAIL } from '../../src/server/demo/seed';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { freePort, runScript, serverOfEachTest, untilHealthy } from './own-process.helpers';

// README: `npm start`, then `npm run demo`. A server already running on the database keeps its
// own replay position and caches, so the demo refuses until it is stopped (README.md#demo-school).

const own = serverOfEachTest('stockclass-demo-');

const runDemo = (env: NodeJS.ProcessEnv) => runScript('demo.ts', env);

const demoTeachers = (databasePath: string) => {
  const db = new Database(databasePath, { readonly: true });
  const { count } = db
    .prepare('select count(*) as count from users where email = ?')
    .get(DEMO_TEACHER_EMAIL) as { count: number };
  db.close();
  return count;
};

describe('npm run demo beside a running server', () => {
  it('refuses while the server runs on the database, and seeds once it is stopped', async () => {
    const { dataDir } = own;
    const port = await freePort();
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_PASSWORD: 'admin1234',
      NODE_ENV: 'test',
    };
    const server = own.start(env);
    await untilHealthy(port);

    const refused = await runDemo(env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Stop it first');
    expect(demoTeachers(join(dataDir, 'stockclass.db'))).toBe(0);

    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    const seeded = await runDemo(env);
    expect(seeded.output).toContain('Demo school seeded.');
    expect(seeded.code).toBe(0);
    expect(demoTeachers(join(dataDir, 'stockclass.db'))).toBe(1);
  }, 120_000);

  it('seeds after a server was killed without a chance to clean up (kill -9)', async () => {
    const { dataDir } = own;
    const port = await freePort();
    const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'test' };
    const server = own.start(env);
    await untilHealthy(port);
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
    const seeded = await runDemo(env);
    expect(seeded.code).toBe(0);
    expect(demoTeachers(join(dataDir, 'stockclass.db'))).toBe(1);
  }, 120_000);
});

describe('npm run demo on a school’s own database', () => {
  it('refuses where a school keeps classes, and seeds there only when forced', async () => {
    const { dataDir } = own;
    const databasePath = join(dataDir, 'stockclass.db');
    const school = openDatabase(databasePath);
    insertClass(school, {
      name: '경제수학 2학년 3반',
      teacherId: insertUser(school, { role: 'TEACHER' }).id,
    });
    school.$client.close();
    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };

    const refused = await runDemo(env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already holds 1 class(es) of a school (경제수학 2학년 3반)');
    expect(refused.output).toContain('DEMO_FORCE=1');
    expect(demoTeachers(databasePath)).toBe(0);

    const forced = await runDemo({ ...env, DEMO_FORCE: '1' });
    expect(forced.output).toContain('Demo school seeded.');
    expect(demoTeachers(databasePath)).toBe(1);
  }, 120_000);
});
