import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { RosterImportResult } from '../../src/shared/schemas/roster';
import { asUser, call, cast, type Cast } from './accounts.helpers';

let t: TestApp;
let c: Cast;
beforeEach(async () => {
  t = createTestApp();
  c = await cast(t);
});
afterEach(() => t.dispose());

/**
 * Fills the database up to SQLite's page limit, as a full disk would: every free page is taken, so
 * a write that needs one more page fails with SQLITE_FULL.
 */
function fillTheDisk() {
  const sqlite = t.db.$client;
  sqlite.exec('create table filler (blob blob)');
  sqlite.pragma(`max_page_count = ${Number(sqlite.pragma('page_count', { simple: true })) + 8}`);
  const fill = sqlite.prepare('insert into filler values (randomblob(1000))');
  expect(() => {
    for (;;) fill.run();
  }).toThrow(expect.objectContaining({ code: 'SQLITE_FULL' }));
}

const forty = Array.from({ length: 40 }, (_, i) => `${i + 1}\t학생${i + 1}\t1\t3`);
const roster = ['번호\t이름\t학년\t반', ...forty].join('\n');

describe('a full disk', () => {
  it('answers a write with 503 and a Korean message that nothing was saved', async () => {
    fillTheDisk();
    const before = t.db.select().from(users).where(eq(users.classId, c.ownClass.id)).all();
    const imported = await call<RosterImportResult>(
      t,
      'POST',
      `/api/teacher/classes/${c.ownClass.id}/roster`,
      { body: { text: roster }, headers: await asUser(t, c.teacher) },
    );
    expect([imported.status, imported.body.code, imported.body.message]).toEqual([
      503,
      'STORAGE_FULL',
      '서버의 저장 공간이 가득 차서 저장할 수 없습니다. 요청은 저장되지 않았으니 관리자에게 알려주세요.',
    ]);
    expect(t.db.select().from(users).where(eq(users.classId, c.ownClass.id)).all()).toEqual(before);
  });
});
