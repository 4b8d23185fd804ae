import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackgroundHealth } from '../background-health';
import { fixedClock } from '../clock';
import { openDatabase } from '../db/connection';
import { users } from '../db/schema';
import { insertUser } from '../testing/factories';
import { createTestDb, type TestDb } from '../testing/test-db';
import { createBackupService } from './backups.service';

let source: TestDb;
let dir: string;
beforeEach(() => {
  source = createTestDb();
  dir = mkdtempSync(join(tmpdir(), 'stockclass-backups-'));
});
afterEach(() => {
  source.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const quiet = { warn: () => {}, info: () => {} };

function scene(now: string, keepDays = 14) {
  const clock = fixedClock(now);
  const background = createBackgroundHealth({ now: () => clock.now().getTime(), log: quiet });
  const directory = join(dir, 'backups');
  const backups = createBackupService({ db: source.db, clock, directory, keepDays, background });
  return { clock, background, directory, backups };
}

describe('the nightly backup', () => {
  it('copies the database once a night from 02:00 KST, and the copy restores', async () => {
    insertUser(source.db, { name: '백업학생', cash: 1_234_000 });
    // Sunday 11-29 01:00 KST: the night of the 28th has no copy yet, so it is made at once.
    const { clock, directory, backups } = scene('2026-11-28T16:00:00Z');
    expect((await backups.runIfDue())?.day).toBe('2026-11-28');
    expect(await backups.runIfDue()).toBeNull();
    clock.set('2026-11-28T16:59:00Z'); // 01:59 KST: still the same night
    expect(await backups.runIfDue()).toBeNull();
    clock.set('2026-11-28T17:00:00Z'); // 02:00 KST on the 29th
    insertUser(source.db, { name: '밤사이 가입' });
    const tonight = await backups.runIfDue();
    expect(tonight).toMatchObject({ day: '2026-11-29', at: '2026-11-28T17:00:00.000Z' });
    expect(tonight!.bytes).toBeGreaterThan(0);
    expect(readdirSync(directory).sort()).toEqual([
      'stockclass-2026-11-28.db',
      'stockclass-2026-11-29.db',
    ]);
    expect(backups.status()).toEqual({ directory, keepDays: 14, last: tonight });

    // docs/operations.md's restore, on the files of a server stopped by a power cut after a
    // later sign-up: the copy over the database and its -wal and -shm removed (a -wal left
    // behind would replay that sign-up onto the restored copy), then the server starts on it.
    source.db.$client.pragma('wal_autocheckpoint = 0');
    insertUser(source.db, { name: '백업 뒤 가입' });
    const dataDir = join(dir, 'data');
    mkdirSync(dataDir);
    const database = join(dataDir, 'stockclass.db');
    for (const suffix of ['', '-wal', '-shm'])
      copyFileSync(source.path + suffix, database + suffix);
    copyFileSync(join(directory, 'stockclass-2026-11-29.db'), database);
    rmSync(`${database}-wal`);
    rmSync(`${database}-shm`);
    const restored = openDatabase(database);
    expect(restored.$client.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(restored.select({ name: users.name }).from(users).all()).toEqual([
      { name: '백업학생' },
      { name: '밤사이 가입' },
    ]);
    restored.$client.close();
  });

  it('keeps the last keepDays nights and removes older copies, nothing else', async () => {
    const { directory, backups } = scene('2026-11-29T00:00:00Z', 3); // 09:00 KST
    mkdirSync(directory, { recursive: true });
    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'])
      writeFileSync(join(directory, `stockclass-${day}.db`), 'old');
    writeFileSync(join(directory, 'notes.txt'), 'the admin’s own file');
    // `npm run backup` before an upgrade: a copy the admin made, never removed.
    writeFileSync(join(directory, 'stockclass-2026-11-01T09-00-00-000Z.db'), 'before an upgrade');
    await backups.runIfDue();
    expect(readdirSync(directory).sort()).toEqual([
      'notes.txt',
      'stockclass-2026-11-01T09-00-00-000Z.db',
      'stockclass-2026-11-27.db',
      'stockclass-2026-11-28.db',
      'stockclass-2026-11-29.db',
    ]);
  });

  it('shows a failure in the admin health and tries again after its backoff', async () => {
    const { clock, background, directory, backups } = scene('2026-11-29T00:00:00Z');
    writeFileSync(directory, 'a file where the folder should be');
    expect(await backups.runIfDue()).toBeNull();
    expect(background.degraded()).toEqual([
      expect.objectContaining({ part: 'backups', label: '야간 백업' }),
    ]);
    rmSync(directory);
    expect(await backups.runIfDue()).toBeNull(); // still in its backoff
    clock.advance(1_000);
    expect((await backups.runIfDue())?.day).toBe('2026-11-29');
    expect(background.degraded()).toEqual([]);
  });
});
