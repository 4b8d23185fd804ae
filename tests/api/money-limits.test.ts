import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cashLedger, users } from '../../src/server/db/schema';
import { insertClass } from '../../src/server/testing/factories';
import { ledgerBalance } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { asUser, call, cast, insertLoginUser, type Cast } from './accounts.helpers';
import { marketOrder, orderScene, type OrderScene } from './orders.helpers';

describe('a class that starts its students with 0 won', () => {
  let t: TestApp;
  let c: Cast;
  beforeEach(async () => {
    t = createTestApp();
    c = await cast(t);
  });
  afterEach(() => t.dispose());

  it('gives a student approved afterwards 0 won, not the default 10,000,000', async () => {
    const klass = insertClass(t.db, { initialCash: 0 });
    const guest = await insertLoginUser(t, { role: 'GUEST', classId: klass.id });
    const approved = await call(t, 'PUT', `/api/admin/users/${guest.id}/approve`, {
      body: { role: 'STUDENT' },
      headers: await asUser(t, c.admin),
    });
    expect(approved.status).toBe(200);
    expect(t.db.select().from(users).where(eq(users.id, guest.id)).get()!.cash).toBe(0);
    const ledger = t.db.select().from(cashLedger).where(eq(cashLedger.userId, guest.id)).all();
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
  });
});

describe('money stays within what integer won can hold', () => {
  let s: OrderScene;
  beforeEach(async () => {
    s = await orderScene();
  });
  afterEach(() => s.t.dispose());

  const setCash = (newCash: number) =>
    s.request('PATCH', `/teacher/students/${s.student.id}/cash`, { newCash }, s.headers.teacher);

  it('refuses a cash above 1조 with a Korean message and leaves the cash alone', async () => {
    const refused = await setCash(Number.MAX_SAFE_INTEGER);
    expect(refused).toMatchObject({
      status: 400,
      message: '보유 현금은 1조 원 이하로 입력해주세요',
    });
    expect(await setCash(1_000_000_000_001)).toMatchObject({ status: 400 });
    expect(ledgerBalance(s.t.db, s.student.id)).toEqual({ ledger: 10_000_000, cash: 10_000_000 });
  });

  it('accepts exactly 1조, trades on it and keeps the ledger equal to the cash', async () => {
    expect((await setCash(1_000_000_000_000)).status).toBe(200);
    expect((await s.request('POST', '/trading/orders', marketOrder('BUY', 10))).status).toBe(200);
    expect((await s.request('POST', '/trading/orders', marketOrder('SELL', 10))).status).toBe(200);
    const { ledger, cash } = ledgerBalance(s.t.db, s.student.id);
    expect(Number.isSafeInteger(cash)).toBe(true);
    expect(ledger).toBe(cash);
  });
});
