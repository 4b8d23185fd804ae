import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSnapshotService } from '../../src/server/services/snapshots.service';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStocks, setWatchlist } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { Performance, Portfolio } from '../../src/shared/schemas/trading';
import { call } from './accounts.helpers';

// docs/product/trading.md#returns: a close taken after the 15:30 close (the server started later, or was off) values
// the accounts as they are then. A student approved at 16:00 is in Friday's close with the money
// the approval gave them; counting that deposit again "after the close" read −50 % for a day.

let t: TestApp;
beforeEach(() => {
  t = createTestApp({ now: '2026-03-20T07:00:00Z' }); // Fri 16:00 KST, after the close
});
afterEach(() => t.dispose());

describe('a close snapshot taken after a student was approved', () => {
  it('does not count the starting money twice in the daily change or the week', async () => {
    const teacher = insertUser(t.db, { role: 'TEACHER' });
    const klass = insertClass(t.db, { teacherId: teacher.id, initialCash: 10_000_000 });
    const guest = insertUser(t.db, { role: 'GUEST', classId: klass.id });
    const approved = await call(t, 'PUT', `/api/teacher/pending/${guest.id}/approve`, {
      headers: await authHeader(t.accessTokens, teacher),
    });
    expect(approved.status).toBe(200);
    // Friday's close, taken at 16:05 with the student in it at ₩10,000,000.
    t.clock.set('2026-03-20T07:05:00Z');
    expect(createSnapshotService(t.deps).catchUp()).toBe(1);

    setWatchlist(t.db, guest.id, [insertStocks(t.db, t.deps.catalogue).get('005930')!.id]);
    // Monday 10:00 KST: nothing traded since, so nothing changed.
    t.clock.set('2026-03-23T01:00:00Z');
    const headers = await authHeader(t.accessTokens, { ...guest, role: 'STUDENT' });
    const { body } = await call<Portfolio>(t, 'GET', '/api/portfolio', { headers });
    expect(body.data).toMatchObject({
      totalValue: 10_000_000,
      dailyChange: 0,
      dailyChangePercent: 0,
    });
    const week = await call<Performance>(t, 'GET', '/api/portfolio/performance?period=week', {
      headers,
    });
    expect(week.body.data).toMatchObject({
      startDate: '2026-03-20',
      netFlows: 0,
      profitLoss: 0,
      returnPercent: 0,
    });
  });
});
