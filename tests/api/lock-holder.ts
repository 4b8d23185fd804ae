import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { driverPackage } from '../../src/server/db/sqlite-driver';

// Runs in its own thread, so it lets go on its own clock even while the test's event loop is
// stopped inside a synchronous SQLite call.
const holder = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
const held = new Int32Array(workerData.held);
db.exec('BEGIN IMMEDIATE');
Atomics.store(held, 0, 1);
parentPort.postMessage('locked');
function release() {
  clearTimeout(timer);
  Atomics.store(held, 0, 0);
  db.exec('COMMIT');
  db.close();
  parentPort.postMessage('released');
  parentPort.close();
}
const timer = setTimeout(release, workerData.releaseAfterMs);
parentPort.once('message', release);
`;

/**
 * Another process's `BEGIN IMMEDIATE` on the database at `path`, let go when the test says so or,
 * at the latest, after `releaseAfterMs`. `held()` says whether it still holds the lock: a server
 * whose event loop waited for the lock answers only after it was let go.
 */
export async function holdWriteLock(path: string, releaseAfterMs: number) {
  const held = new SharedArrayBuffer(4);
  const driver = createRequire(import.meta.url).resolve(driverPackage);
  const worker = new Worker(holder, {
    eval: true,
    workerData: { path, driver, held, releaseAfterMs },
  });
  const exited = once(worker, 'exit');
  await once(worker, 'message');
  return {
    held: () => Atomics.load(new Int32Array(held), 0) === 1,
    async release() {
      worker.postMessage('release');
      await exited;
    },
  };
}
