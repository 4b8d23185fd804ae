import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { createPriceStore } from '../../market/price-store';
import { insertClass, insertUser } from '../../testing/factories';
import { insertStudent } from '../../testing/money-fixtures';
import { createTestDb } from '../../testing/test-db';
import type { AuthUser } from './authentication';
import { createRealtimeAccess } from './realtime-access';

let testDb: ReturnType<typeof createTestDb>;
let access: ReturnType<typeof createRealtimeAccess>;
beforeEach(() => {
  testDb = createTestDb();
  const clock = fixedClock('2026-03-20T01:00:00Z');
  access = createRealtimeAccess({ db: testDb.db, clock, prices: createPriceStore() });
});
afterEach(() => testDb.dispose());

const asAuth = (user: { id: number; name: string; email: string; role: AuthUser['role'] }) => ({
  ...user,
  classId: null,
  mustChangePassword: false,
  guardianConsentPending: false,
});

describe('realtime access', () => {
  it('lets a teacher watch only their own class, an admin any, a student none', () => {
    const teacher = asAuth(insertUser(testDb.db, { role: 'TEACHER' }));
    const other = asAuth(insertUser(testDb.db, { role: 'TEACHER' }));
    const admin = asAuth(insertUser(testDb.db, { role: 'ADMIN' }));
    const classId = insertClass(testDb.db, { teacherId: teacher.id }).id;
    const student = asAuth(insertStudent(testDb.db, { classId }));
    expect(access.canWatchClass(teacher, classId)).toBe(true);
    expect(access.canWatchClass(other, classId)).toBe(false);
    expect(access.canWatchClass(admin, classId)).toBe(true);
    expect(access.canWatchClass(student, classId)).toBe(false);
    expect(access.canWatchClass(admin, classId + 100)).toBe(false);
  });

  it('values the students among the users asked for, and no one else', () => {
    const student = insertStudent(testDb.db, { cash: 3_000_000 });
    const teacher = insertUser(testDb.db, { role: 'TEACHER' });
    const values = access.portfolioValues([student.id, teacher.id]);
    expect([...values.keys()]).toEqual([student.id]);
    expect(values.get(student.id)).toMatchObject({ cash: 3_000_000, totalValue: 3_000_000 });
  });
});
