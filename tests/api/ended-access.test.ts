import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { ledgerBalance } from '../../src/server/testing/money-fixtures';
import { zDisplayLink } from '../../src/shared/schemas/projector';
import type { Order } from '../../src/shared/schemas/orders';
import { limitBuy, orderScene, quote, type OrderScene } from './orders.helpers';

let s: OrderScene;
let admin: Record<string, string>;
beforeEach(async () => {
  s = await orderScene();
  admin = await authHeader(s.t.accessTokens, insertUser(s.t.db, { role: 'ADMIN' }));
});
afterEach(() => s.t.dispose());

const toggle = (userId: number) =>
  s.request('PUT', `/admin/users/${userId}/toggle-status`, undefined, admin);
const restingBuy = async () =>
  (await s.request<{ order: Order }>('POST', '/trading/orders', limitBuy(10, 60_000))).data.order;

describe('a deactivated student', () => {
  it('has their resting orders cancelled with the reason, and they no longer fill', async () => {
    const order = await restingBuy();
    expect((await toggle(s.student.id)).status).toBe(200);
    s.t.deps.prices.apply([quote('005930', 59_000)]);
    expect(ledgerBalance(s.t.db, s.student.id)).toEqual({ ledger: 10_000_000, cash: 10_000_000 });
    const closed = s.classFeed.map((c) => c.order);
    expect(closed).toMatchObject([
      {
        id: order.id,
        status: 'CANCELLED',
        reservedCash: 0,
        closeReason: '계정이 비활성화되어 주문이 취소되었습니다',
      },
    ]);
  });
});

describe('a teacher lowering a student’s cash below their reservations', () => {
  it('announces each order it cancels to the student, as a fill or an expiry is', async () => {
    const order = await restingBuy();
    const lowered = await s.request(
      'PATCH',
      `/teacher/students/${s.student.id}/cash`,
      { newCash: 100_000 },
      s.headers.teacher,
    );
    expect(lowered.status).toBe(200);
    expect(s.events).toMatchObject([
      { userId: s.student.id, order: { id: order.id, status: 'CANCELLED' } },
    ]);
  });
});

describe('display links of a deactivated teacher', () => {
  it('stop with the teacher and stay stopped when the teacher is reactivated', async () => {
    const created = await s.request(
      'POST',
      `/teacher/classes/${s.klass.id}/display-links`,
      undefined,
      s.headers.teacher,
    );
    const token = zDisplayLink.parse(created.data).url!.replace('/display/', '');
    const state = () => s.request('GET', `/display/${token}/state`, undefined, {});
    expect((await state()).status).toBe(200);
    await toggle(s.teacher.id);
    expect((await state()).status).toBe(404);
    await toggle(s.teacher.id);
    expect((await state()).status).toBe(404);
  });
});
