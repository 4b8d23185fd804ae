import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackupService } from '../../src/server/services/backups.service';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { BackupStatus } from '../../src/shared/schemas/backups';
import { call } from './accounts.helpers';

let t: TestApp;
let dir: string;
afterEach(() => {
  t.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/admin/backups', () => {
  it('shows the admin the last nightly backup, and nobody else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'stockclass-backups-'));
    t = createTestApp({
      now: '2026-11-29T00:00:00Z',
      overrides: { backups: { status: () => backups.status() } },
    });
    const backups = createBackupService({ db: t.db, clock: t.clock, directory: dir, keepDays: 14 });
    const admin = await authHeader(t.accessTokens, insertUser(t.db, { role: 'ADMIN' }));
    const before = await call<BackupStatus>(t, 'GET', '/api/admin/backups', { headers: admin });
    expect(before.body.data).toEqual({ directory: dir, keepDays: 14, last: null });

    await backups.runIfDue();
    const after = await call<BackupStatus>(t, 'GET', '/api/admin/backups', { headers: admin });
    expect(after.body.data.last).toMatchObject({
      day: '2026-11-29',
      file: join(dir, 'stockclass-2026-11-29.db'),
    });

    const teacher = await authHeader(t.accessTokens, insertUser(t.db, { role: 'TEACHER' }));
    const refused = await call(t, 'GET', '/api/admin/backups', { headers: teacher });
    expect(refused.status).toBe(403);
  });
});
