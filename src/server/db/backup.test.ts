import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { insertUser } from '../testing/factories';
import { createTestDb, type TestDb } from '../testing/test-db';
import { backupDatabase } from './backup';
import { openDatabase } from './connection';
import { users } from './schema';

let source: TestDb;
let dir: string;
afterEach(() => {
  source.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('backupDatabase', () => {
  it('makes a copy that opens, passes an integrity check and holds the data (the restore path)', async () => {
    source = createTestDb();
    dir = mkdtempSync(join(tmpdir(), 'stockclass-backup-'));
    insertUser(source.db, { name: '백업학생', cash: 1_234_000 });
    const destination = join(dir, 'backup.db');
    const { pages } = await backupDatabase(source.db, destination);
    expect(pages).toBeGreaterThan(0);
    insertUser(source.db, { name: '백업 뒤 가입' });

    const restored = openDatabase(destination);
    expect(restored.$client.pragma('integrity_check', { simple: true })).toBe('ok');
    const names = restored.select({ name: users.name, cash: users.cash }).from(users).all();
    expect(names).toEqual([{ name: '백업학생', cash: 1_234_000 }]);
    restored.$client.close();
  });
});
