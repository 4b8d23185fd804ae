import { afterEach, describe, expect, it } from 'vitest';
import { ordersRepo } from '../../src/server/db/repos/orders.repo';
import { ledgerBalance } from '../../src/server/testing/money-fixtures';
import { buyReservation } from '../../src/shared/domain/trading/reservation';
import type { Order, OrderContext, PlaceOrderResult } from '../../src/shared/schemas/orders';
import { limitBuy, orderScene, quote, type OrderScene } from './orders.helpers';

let s: OrderScene | undefined;
afterEach(() => s?.t.dispose());

const reservedTotal = (orders: Order[]) => orders.reduce((sum, o) => sum + o.reservedCash, 0);

describe('under load nothing is over-reserved or filled twice', () => {
  it('200 concurrent limit buys reserve exactly what the cash affords', async () => {
    s = await orderScene();
    const scene = s;
    // Each reserves 69,000 + fee 10 = 69,010; 10,000,000 affords 144 of them.
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        scene.request<PlaceOrderResult>('POST', '/trading/orders', limitBuy(1, 69_000)),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(144);
    expect(answers.filter((a) => a.code === 'INSUFFICIENT_CASH')).toHaveLength(56);
    const open = (await scene.request<Order[]>('GET', '/trading/orders?status=open')).data;
    expect(reservedTotal(open)).toBe(144 * 69_010);
    const context = await scene.request<OrderContext>(
      'GET',
      '/trading/order-context?symbol=005930',
    );
    expect(context.data).toMatchObject({
      cash: 10_000_000,
      availableCash: 10_000_000 - 144 * 69_010,
    });
  });

  it('a cancel racing a fill ends as exactly one of them', async () => {
    s = await orderScene({ deferFills: (run) => setImmediate(run) });
    const scene = s;
    const placed = [];
    for (let i = 0; i < 20; i++) {
      placed.push(
        (await scene.request<PlaceOrderResult>('POST', '/trading/orders', limitBuy(1, 69_000))).data
          .order.id,
      );
    }
    const cancels = placed.map((id) => scene.request<Order>('DELETE', `/trading/orders/${id}`));
    scene.t.deps.prices.apply([quote('005930', 68_000)]);
    const answers = await Promise.all(cancels);
    await new Promise((resolve) => setImmediate(resolve));
    const filled = (await scene.request<Order[]>('GET', '/trading/orders?status=filled')).data;
    const cancelled = (await scene.request<Order[]>('GET', '/trading/orders?status=cancelled'))
      .data;
    expect(filled.length + cancelled.length).toBe(20);
    for (const [i, id] of placed.entries()) {
      const won = answers[i]!.status === 200;
      expect(cancelled.some((o) => o.id === id)).toBe(won);
      expect(filled.some((o) => o.id === id)).toBe(!won);
      if (!won) expect(answers[i]!.status).toBe(409);
    }
    const context = await scene.request<OrderContext>(
      'GET',
      '/trading/order-context?symbol=005930',
    );
    expect(context.data.heldQuantity).toBe(filled.length);
    const { cash, ledger } = ledgerBalance(scene.t.db, scene.student.id);
    expect(cash).toBe(10_000_000 - filled.length * 69_010);
    expect(ledger).toBe(cash);
  });

  it('a restart keeps open orders and reservations consistent with the ledger and resumes matching', async () => {
    s = await orderScene();
    for (const limit of [69_000, 68_000, 67_000]) {
      await s.request('POST', '/trading/orders', limitBuy(10, limit));
    }
    const before = (await s.request<Order[]>('GET', '/trading/orders?status=open')).data;
    const restarted = s.restart();
    const call = async <T>(path: string) =>
      (await (
        await restarted.app.request(`/api${path}`, { headers: s!.headers.student })
      ).json()) as {
        data: T;
      };
    const after = (await call<Order[]>('/trading/orders?status=open')).data;
    expect(after).toEqual(before);
    const context = (await call<OrderContext>('/trading/order-context?symbol=005930')).data;
    expect(context.availableCash).toBe(context.cash - reservedTotal(before));
    expect(ledgerBalance(s.t.db, s.student.id)).toEqual({ ledger: 10_000_000, cash: 10_000_000 });

    restarted.prices.apply([quote('005930', 68_000)]);
    const open = (await call<Order[]>('/trading/orders?status=open')).data;
    expect(open.map((o) => o.limitPrice)).toEqual([67_000]);
    const { cash, ledger } = ledgerBalance(s.t.db, s.student.id);
    // 10 × 69,000 + 103 and 10 × 68,000 + 102.
    expect(cash).toBe(10_000_000 - 690_103 - 680_102);
    expect(ledger).toBe(cash);
  });

  it('1,000 resting orders on one stock fill in the tick that crosses them', async () => {
    s = await orderScene({ cash: 100_000_000 });
    const scene = s;
    // Written straight into the database (as a previous run left them), then picked up by a
    // restarted app: placing 1,000 orders through HTTP would only slow the test down.
    const stockId = scene.stocks.get('005930')!.id;
    scene.t.db.transaction((tx) => {
      for (let i = 0; i < 1_000; i++) {
        const limitPrice = 69_000 - (i % 10) * 100;
        ordersRepo.insert(tx, {
          userId: scene.student.id,
          stockId,
          side: 'BUY',
          type: 'LIMIT',
          quantity: 1,
          limitPrice,
          reservedCash: buyReservation({ limitPrice, quantity: 1, feeRatePpm: 150 }),
          status: 'OPEN',
          reason: '천 개의 지정가 주문',
          marketDay: '2026-03-20',
        });
      }
    });
    const { app, prices } = scene.restart();
    const open = async () => {
      const response = await app.request('/api/trading/orders?status=open&limit=1000', {
        headers: scene.headers.student,
      });
      return ((await response.json()) as { data: Order[] }).data;
    };
    prices.apply([quote('005930', 69_100)]);
    expect(await open()).toHaveLength(1_000);
    prices.apply([quote('005930', 68_100)]);
    expect(await open()).toEqual([]);
    const filled = await scene.request<Order[]>('GET', '/trading/orders?status=filled&limit=1000');
    expect(filled.data).toHaveLength(1_000);
    const { cash, ledger } = ledgerBalance(scene.t.db, scene.student.id);
    expect(ledger).toBe(cash);
  }, 120_000);
});
