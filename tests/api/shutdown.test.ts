import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/server/clock';
import { openDatabase } from '../../src/server/db/connection';
import { trades } from '../../src/server/db/schema';
import { loadCatalogue } from '../../src/server/market/catalogue';
import {
  createAccessTokens,
  loadJwtSecret,
} from '../../src/server/services/accounts/access-tokens';
import { insertStocks, insertStudent, setWatchlist } from '../../src/server/testing/money-fixtures';
import { freePort, serverOfEachTest, untilHealthy } from './own-process.helpers';

// systemd stops the server with SIGTERM (docs/operations.md): in the middle of a burst of orders
// it answers what it took, closes the database (which folds the -wal into the file and removes
// it) and exits, and every order it answered as done is in the database it leaves.

const JWT_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const own = serverOfEachTest('stockclass-shutdown-');

/** Three students of a class watching 삼성전자, each with a token for the server to come. */
async function schoolOfThree(databasePath: string) {
  const db = openDatabase(databasePath);
  const stocks = insertStocks(db, loadCatalogue());
  const first = insertStudent(db);
  const students = [first, insertStudent(db, { classId: first.classId! }), insertStudent(db)];
  for (const student of students) setWatchlist(db, student.id, [stocks.get('005930')!.id]);
  db.$client.close();
  const tokens = createAccessTokens({
    secret: loadJwtSecret(JWT_SECRET, own.dataDir),
    clock: systemClock,
  });
  return Promise.all(students.map((student) => tokens.sign(student)));
}

describe('SIGTERM during a burst of orders', () => {
  it('exits, keeping every order it acknowledged', async () => {
    const { dataDir } = own;
    const databasePath = join(dataDir, 'stockclass.db');
    const tokens = await schoolOfThree(databasePath);
    const port = await freePort();
    const server = own.start({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      JWT_SECRET,
      NODE_ENV: 'test',
    });
    await untilHealthy(port);

    const acknowledged: number[] = [];
    const buy = (token: string) =>
      fetch(`http://127.0.0.1:${port}/api/trading/buy`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ symbol: '005930', quantity: 1, reason: '종료 직전 주문' }),
      })
        .then(async (response) => {
          const body = (await response.json()) as { data?: { transaction: { id: number } } };
          if (response.ok) acknowledged.push(body.data!.transaction.id);
        })
        .catch(() => {}); // cut off by the stop: not acknowledged
    let stopped = false;
    const burst = tokens.map(async (token) => {
      for (let i = 0; i < 25 && !stopped; i++) await buy(token);
    });
    while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 5));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    stopped = true;
    expect(await exited).toBe(0);
    await Promise.all(burst);
    expect(existsSync(`${databasePath}-wal`)).toBe(false);

    const db = openDatabase(databasePath);
    const kept = db.select({ id: trades.id }).from(trades).all();
    db.$client.close();
    expect(kept.map((row) => row.id)).toEqual(expect.arrayContaining(acknowledged));
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
  }, 120_000);
});
