import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { auctionsRepo } from '../../src/server/db/repos/auctions.repo';
import { holdingsRepo } from '../../src/server/db/repos/holdings.repo';
import { usersRepo } from '../../src/server/db/repos/users.repo';
import { ledgerBalance } from '../../src/server/testing/money-fixtures';
import { zDisplayLink } from '../../src/shared/schemas/projector';
import type { Order } from '../../src/shared/schemas/orders';
import { auctionScene } from './auctions.helpers';
import { limitBuy, orderScene, quote, type OrderScene } from './orders.helpers';

let s: OrderScene;
let admin: Record<string, string>;
beforeEach(async () => {
  s = await orderScene();
  admin = await authHeader(s.t.accessTokens, insertUser(s.t.db, { role: 'ADMIN' }));
});
// A test with a scene of its own disposes it too.
let onEnd: () => void = () => {};
afterEach(() => {
  s.t.dispose();
  onEnd();
  onEnd = () => {};
});

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

describe('a deactivated student’s class call-auction orders', () => {
  const DEACTIVATED = '계정이 비활성화되어 주문이 취소되었습니다';

  /** Student 0 bids 10 at 72,000, student 2 bids 5 at 70,000, student 1 offers 10 at 70,000. */
  async function auction() {
    const a = await auctionScene({ students: 3 });
    const adminHeader = await authHeader(a.t.accessTokens, insertUser(a.t.db, { role: 'ADMIN' }));
    a.give(a.accounts[1]!.id, 20);
    const { data: opened } = await a.openAuction();
    expect((await a.order(0, opened.id, 'BUY', 10, 72_000)).status).toBe(201);
    expect((await a.order(2, opened.id, 'BUY', 5, 70_000)).status).toBe(201);
    expect((await a.order(1, opened.id, 'SELL', 10, 70_000)).status).toBe(201);
    const close = () => {
      a.t.clock.advance(3 * 60_000);
      a.timers.fireDue();
    };
    const held = (i: number) =>
      holdingsRepo.find(a.t.db, a.accounts[i]!.id, a.samsung.id)?.quantity;
    return { ...a, adminHeader, opened, close, held, leaving: a.accounts[0]!.id };
  }

  it('are released with the reason on deactivation, and the close trades without them', async () => {
    const a = await auction();
    onEnd = a.t.dispose;
    expect(auctionsRepo.reservedCash(a.t.db, a.leaving)).toBeGreaterThan(0);
    const path = `/admin/users/${a.leaving}/toggle-status`;
    expect((await a.request('PUT', path, a.adminHeader)).status).toBe(200);
    expect(auctionsRepo.reservedCash(a.t.db, a.leaving)).toBe(0);
    // The room's curves no longer show the bid.
    expect(a.events.at(-1)).toMatchObject({ id: a.opened.id, orderCount: 2 });

    a.close();
    expect(a.events.at(-1)).toMatchObject({
      status: 'closed',
      clearingPrice: 70_000,
      executedQuantity: 5,
    });
    expect(ledgerBalance(a.t.db, a.leaving)).toEqual({ ledger: 10_000_000, cash: 10_000_000 });
    expect([a.held(0), a.held(1), a.held(2)]).toEqual([undefined, 15, 5]);
    expect(auctionsRepo.orders(a.t.db, a.opened.id)).toMatchObject([
      { userId: a.leaving, status: 'RELEASED', filledQuantity: 0, releaseReason: DEACTIVATED },
      { status: 'SETTLED', filledQuantity: 5 },
      { status: 'SETTLED', filledQuantity: 5 },
    ]);
  });

  it('are not settled at the close when the account was deactivated without releasing them', async () => {
    const a = await auction();
    onEnd = a.t.dispose;
    usersRepo.update(a.t.db, a.leaving, { isActive: false });
    a.close();
    expect(ledgerBalance(a.t.db, a.leaving)).toEqual({ ledger: 10_000_000, cash: 10_000_000 });
    expect([a.held(0), a.held(2)]).toEqual([undefined, 5]);
    expect(auctionsRepo.orders(a.t.db, a.opened.id)[0]).toMatchObject({
      status: 'RELEASED',
      reservedCash: 0,
      releaseReason: DEACTIVATED,
    });
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
