import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertUser } from '../../testing/factories';
import { createTestDb, type TestDb } from '../../testing/test-db';
import { accountsRepo } from './accounts.repo';

let testDb: TestDb;
beforeEach(() => {
  testDb = createTestDb();
});
afterEach(() => testDb.dispose());

it('studentsAmong gives the active students of the asked users only', () => {
  const asked = insertUser(testDb.db, { role: 'STUDENT' }).id;
  const alsoAsked = insertUser(testDb.db, { role: 'STUDENT' }).id;
  const notAsked = insertUser(testDb.db, { role: 'STUDENT' }).id;
  const teacher = insertUser(testDb.db, { role: 'TEACHER' }).id;
  const deactivated = insertUser(testDb.db, { role: 'STUDENT', isActive: false }).id;
  const ids = (userIds: number[]) =>
    accountsRepo.studentsAmong(testDb.db, userIds).map((account) => account.id);

  expect(ids([alsoAsked, asked, teacher, deactivated])).toEqual([asked, alsoAsked]);
  expect(ids([asked])).toEqual([asked]);
  expect(ids([])).toEqual([]);
  expect(ids([notAsked])).toEqual([notAsked]);
});
