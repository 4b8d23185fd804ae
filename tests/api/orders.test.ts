import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertUser, authHeader } from '../../src/server/testing/factories';
import { ledgerBalance } from '../../src/server/testing/money-fixtures';
import {
  zOrder,
  zOrderContext,
  zPlaceOrderResult,
  type Order,
  type OrderContext,
  type PlaceOrderResult,
} from '../../src/shared/schemas/orders';
import type { Transaction } from '../../src/shared/schemas/trading';
import {
  limitBuy,
  limitSell,
  marketOrder,
  orderScene,
  quote,
  type OrderScene,
} from './orders.helpers';

let s: OrderScene;
beforeEach(async () => {
  s = await orderScene();
});
afterEach(() => s.t.dispose());

const place = (body: unknown, key?: string) =>
  s.request<PlaceOrderResult>(
    'POST',
    '/trading/orders',
    body,
    undefined,
    key ? { 'Idempotency-Key': key } : {},
  );
const open = async () => (await s.request<Order[]>('GET', '/trading/orders?status=open')).data;
const context = async (symbol = '005930') =>
  zOrderContext.parse(
    (await s.request<OrderContext>('GET', `/trading/order-context?symbol=${symbol}`)).data,
  );

describe('a resting limit buy', () => {
  it('reserves quantity × limit + fee, shows in 미체결, and fills at its limit when crossed', async () => {
    const placed = await place(limitBuy(10, 69_000));
    expect(placed.status).toBe(200);
    const result = zPlaceOrderResult.parse(placed.data);
    // 690,000 + fee floor(690,000 × 0.015 %) = 103.
    expect(result).toMatchObject({
      trade: null,
      order: { status: 'OPEN', limitPrice: 69_000, reservedCash: 690_103, fillPrice: null },
    });
    expect((await open()).map((o) => o.id)).toEqual([result.order.id]);
    expect(await context()).toMatchObject({
      cash: 10_000_000,
      reservedCash: 690_103,
      availableCash: 9_309_897,
    });

    s.t.deps.prices.apply([quote('005930', 69_100)]);
    expect(await open()).toHaveLength(1);
    s.t.deps.prices.apply([quote('005930', 68_900)]);
    expect(await open()).toEqual([]);
    const filled = (await s.request<Order[]>('GET', '/trading/orders?status=filled')).data;
    expect(filled).toMatchObject([{ id: result.order.id, fillPrice: 69_000, reservedCash: 0 }]);
    const history = (await s.request<Transaction[]>('GET', '/trading/history')).data;
    expect(history[0]).toMatchObject({
      type: 'BUY',
      price: 69_000,
      quantity: 10,
      reason: '주가가 내려오면 사고 싶습니다',
    });
    expect(ledgerBalance(s.t.db, s.student.id)).toEqual({ ledger: 9_309_897, cash: 9_309_897 });
    expect(s.events.map((e) => e.order.status)).toEqual(['FILLED']);
  });

  it('fills a marketable limit at once at the current price, not the limit', async () => {
    const { data } = await place(limitBuy(1, 75_000));
    expect(data.order).toMatchObject({ status: 'FILLED', fillPrice: 70_000, reservedCash: 0 });
    expect(data.trade).toMatchObject({ cashChange: -70_010, quantityHeld: 1 });
  });

  it('is cancelled by its student, releasing the reservation; a second cancel is refused', async () => {
    const { data } = await place(limitBuy(10, 69_000));
    const cancelled = await s.request<Order>('DELETE', `/trading/orders/${data.order.id}`);
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED', reservedCash: 0 });
    expect((await context()).availableCash).toBe(10_000_000);
    const again = await s.request('DELETE', `/trading/orders/${data.order.id}`);
    expect([again.status, again.message]).toEqual([409, '이미 체결되었거나 취소된 주문이에요.']);
    s.t.deps.prices.apply([quote('005930', 60_000)]);
    expect(ledgerBalance(s.t.db, s.student.id).cash).toBe(10_000_000);
  });

  it('expires at the close of its market day and releases the reservation', async () => {
    const { data } = await place(limitBuy(10, 69_000));
    s.market.at = new Date('2026-03-20T06:30:00Z'); // 15:30 KST
    s.t.deps.prices.apply([quote('005930', 70_100)]);
    const expired = (await s.request<Order[]>('GET', '/trading/orders?status=expired')).data;
    expect(expired).toMatchObject([
      { id: data.order.id, status: 'EXPIRED', closeReason: '장이 마감되어 주문이 만료되었습니다' },
    ]);
    expect((await context()).availableCash).toBe(10_000_000);
    expect(s.events.map((e) => [e.userId, e.order.status])).toEqual([[s.student.id, 'EXPIRED']]);
    // The teacher's class feed hears the expiry too (a fill reaches it as a trade).
    expect(s.classFeed).toMatchObject([
      {
        classId: s.klass.id,
        userName: s.student.name,
        order: { id: data.order.id, status: 'EXPIRED' },
      },
    ]);
  });
});

describe('a resting limit sell', () => {
  it('holds its shares back from other sells and fills at its limit', async () => {
    await place(marketOrder('BUY', 10));
    const { data } = await place(limitSell(6, 72_000));
    expect(data.order).toMatchObject({ status: 'OPEN', reservedCash: 0 });
    expect(await context()).toMatchObject({
      heldQuantity: 10,
      openSellQuantity: 6,
      orderableQuantity: 4,
    });
    const tooMany = await place(marketOrder('SELL', 5));
    expect([tooMany.status, tooMany.message]).toEqual([422, '보유 수량이 부족해요']);
    expect((await place(limitSell(5, 73_000))).status).toBe(422);
    s.t.deps.prices.apply([quote('005930', 72_500)]);
    const filled = (await s.request<Order[]>('GET', '/trading/orders?status=filled')).data;
    expect(filled[0]).toMatchObject({ side: 'SELL', fillPrice: 72_000, quantity: 6 });
    expect((await context()).heldQuantity).toBe(4);
    const { cash, ledger } = ledgerBalance(s.t.db, s.student.id);
    expect(ledger).toBe(cash);
  });
});

describe('limit price checks (KRX tick grid and daily limits)', () => {
  it.each([
    [69_900, 200, undefined],
    [69_930, 422, '주문 가격은 호가 단위(100원)에 맞아야 해요: 69,930원'],
    [91_100, 422, '주문 가격은 오늘 가격제한폭(49,000원~91,000원) 안이어야 해요: 91,100원'],
    [48_950, 422, '주문 가격은 오늘 가격제한폭(49,000원~91,000원) 안이어야 해요: 48,950원'],
  ])('limit %i → %i', async (limitPrice, status, message) => {
    const answer = await place(limitBuy(1, limitPrice));
    expect(answer.status).toBe(status);
    expect(answer.message).toBe(message);
  });

  it.each([
    [{ ...limitBuy(1, 69_000), limitPrice: undefined }, '지정가 주문에는 주문 가격을 입력해주세요'],
    [
      { ...marketOrder('BUY', 1), limitPrice: 69_000 },
      '시장가 주문에는 주문 가격을 넣을 수 없어요',
    ],
    [
      { ...limitBuy(1, 69_000), limitPrice: 69_000.5 },
      '주문 가격은 1원 이상의 정수로 입력해주세요',
    ],
    [{ ...limitBuy(1, 69_000), type: 'STOP' }, undefined],
  ])('400 for %j', async (body, message) => {
    const answer = await place(body);
    expect(answer.status).toBe(400);
    if (message) expect(answer.message).toBe(message);
  });
});

describe('orders API', () => {
  it('places a market order through /orders as a filled order with its trade', async () => {
    const { status, data } = await place(marketOrder('BUY', 2));
    expect(status).toBe(200);
    expect(data.order).toMatchObject({ type: 'MARKET', status: 'FILLED', fillPrice: 70_000 });
    expect(data.trade?.transaction).toMatchObject({ quantity: 2, price: 70_000 });
  });

  it('answers a retried limit order with its first answer, placing it once', async () => {
    const first = await place(limitBuy(3, 69_000), 'order-key-1');
    const retry = await place(limitBuy(3, 69_000), 'order-key-1');
    expect(retry.data.order.id).toBe(first.data.order.id);
    expect(await open()).toHaveLength(1);
    const other = await place(limitBuy(4, 69_000), 'order-key-1');
    expect(other.status).toBe(422);
  });

  it('lets only the student see and cancel their orders', async () => {
    const { data } = await place(limitBuy(1, 69_000));
    const stranger = insertUser(s.t.db, { role: 'STUDENT', classId: s.klass.id });
    const as = await authHeader(s.t.accessTokens, stranger);
    const denied = await s.request('DELETE', `/trading/orders/${data.order.id}`, undefined, as);
    expect(denied.status).toBe(403); // a student without a watchlist
    const teacherPost = await s.request(
      'POST',
      '/trading/orders',
      limitBuy(1, 69_000),
      s.headers.teacher,
    );
    expect(teacherPost.status).toBe(403);
    const anonymous = await s.t.app.request('/api/trading/orders');
    expect(anonymous.status).toBe(401);
    const missing = await s.request('DELETE', '/trading/orders/999999');
    expect([missing.status, missing.message]).toEqual([404, '주문을 찾을 수 없어요.']);
  });

  it('shows the teacher the open orders of each student', async () => {
    await place(limitBuy(2, 69_000));
    const answer = await s.request<Array<{ userName: string; orders: Order[] }>>(
      'GET',
      `/teacher/classes/${s.klass.id}/orders`,
      undefined,
      s.headers.teacher,
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]!.orders.map((o) => zOrder.parse(o).limitPrice)).toEqual([69_000]);
    const other = insertUser(s.t.db, { role: 'TEACHER' });
    const foreign = await s.request(
      'GET',
      `/teacher/classes/${s.klass.id}/orders`,
      undefined,
      await authHeader(s.t.accessTokens, other),
    );
    expect(foreign.status).toBe(404);
  });

  it('cancels the newest open buys when the teacher lowers the cash below the reservations', async () => {
    const a = await place(limitBuy(50, 69_000)); // reserves 3,450,517
    const b = await place(limitBuy(50, 68_000)); // reserves 3,400,510
    const set = await s.request(
      'PATCH',
      `/teacher/students/${s.student.id}/cash`,
      { newCash: 4_000_000 },
      s.headers.teacher,
    );
    expect(set.status).toBe(200);
    expect((await open()).map((o) => o.id)).toEqual([a.data.order.id]);
    const cancelled = (await s.request<Order[]>('GET', '/trading/orders?status=cancelled')).data;
    expect(cancelled.map((o) => o.id)).toEqual([b.data.order.id]);
    expect((await context()).availableCash).toBe(4_000_000 - 3_450_517);
  });
});

describe('a retried limit order', () => {
  it('gets its stored answer without counting as an order, even past the order limit', async () => {
    s.t.dispose();
    s = await orderScene({ orderRateLimit: { limit: 3, windowMs: 60_000 } });
    const first = await place(limitBuy(1, 69_000), 'lost-answer');
    expect(first.status).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect(await place(limitBuy(1, 69_000), 'lost-answer')).toEqual(first);
    expect((await place(limitBuy(1, 68_000))).status).toBe(200);
    expect((await place(limitBuy(1, 67_000))).status).toBe(200);
    // Three real orders use up the limit; the retry still gets its answer.
    expect((await place(limitBuy(1, 66_000))).status).toBe(429);
    expect(await place(limitBuy(1, 69_000), 'lost-answer')).toEqual(first);
    expect(await open()).toHaveLength(3);
  });
});
