import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/connection';

export interface TestDb {
  db: Db;
  path: string;
  dispose: () => void;
}

// A fresh, migrated database file per test: the real engine, nothing shared between cases.
export function createTestDb(): TestDb {
  const dir = mkdtempSync(join(tmpdir(), 'stockclass-test-'));
  const path = join(dir, 'test.db');
  const db = openDatabase(path, { synchronous: 'NORMAL' });
  return {
    db,
    path,
    dispose: () => {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
