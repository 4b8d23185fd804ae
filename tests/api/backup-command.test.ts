import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connection';
import { users } from '../../src/server/db/schema';
import { insertUser } from '../../src/server/testing/factories';
import { runScript } from './own-process.helpers';

// docs/operations.md: `npm run backup` before an upgrade, run from a shell that may not have the
// service's settings.

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const runBackup = (env: NodeJS.ProcessEnv) => runScript('backup.ts', { ...process.env, ...env });

describe('npm run backup', () => {
  it('copies the database into BACKUP_DIR, where the nightly copies are', async () => {
    dir = mkdtempSync(join(tmpdir(), 'stockclass-backup-command-'));
    const school = openDatabase(join(dir, 'stockclass.db'));
    insertUser(school, { name: '업그레이드 전' });
    school.$client.close();

    const run = await runBackup({ DATA_DIR: dir, BACKUP_DIR: join(dir, 'nas') });
    expect(run.code).toBe(0);
    const [copy, ...others] = readdirSync(join(dir, 'nas'));
    expect(others).toEqual([]);
    const restored = openDatabase(join(dir, 'nas', copy!));
    expect(restored.select({ name: users.name }).from(users).all()).toEqual([
      { name: '업그레이드 전' },
    ]);
    restored.$client.close();
  }, 60_000);

  it('refuses where there is no database, instead of backing up a new empty one', async () => {
    dir = mkdtempSync(join(tmpdir(), 'stockclass-backup-command-'));
    const run = await runBackup({ DATA_DIR: dir });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`No database at ${join(dir, 'stockclass.db')}`);
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(join(dir, 'backups'))).toBe(false);
  }, 60_000);
});
