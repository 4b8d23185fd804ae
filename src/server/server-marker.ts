import { readFileSync, rmSync, writeFileSync } from 'node:fs';

// A running server keeps prices, the replay's position and caches of the database in memory, and
// saves its own replay position every few seconds: a script that rewrites the same database
// underneath it (npm run demo) would be undone or served stale. The server leaves its process id
// beside the database while it runs, so such a script can refuse instead.

const markerPath = (databasePath: string) => `${databasePath}.server-pid`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Marks the database as served by this process until it exits (a kill -9 leaves a dead pid). */
export function markServing(databasePath: string): void {
  const path = markerPath(databasePath);
  writeFileSync(path, String(process.pid));
  process.on('exit', () => {
    if (servingPid(databasePath) === process.pid) rmSync(path, { force: true });
  });
}

function servingPid(databasePath: string): number | null {
  try {
    const pid = Number(readFileSync(markerPath(databasePath), 'utf8'));
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The process id of another live server on this database, or null. */
export function otherServer(databasePath: string): number | null {
  const pid = servingPid(databasePath);
  return pid !== null && pid !== process.pid && isAlive(pid) ? pid : null;
}
