import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { marketCalendar } from '../../src/shared/domain/market/calendar';
import type { Order } from '../../src/shared/schemas/orders';
import { limitBuy, marketOrder, orderScene, quote, type OrderScene } from './orders.helpers';

// docs/product/trading.md#market-hours: on the 대학수학능력시험 day KRX trades 10:00–16:30, and so does the class.
const csatDay = marketCalendar(2026).specialDays.find((d) => d.reason === '대학수학능력시험')!.date;
const kst = (clock: string) => new Date(`${csatDay}T${clock}:00+09:00`);

let s: OrderScene;
beforeEach(async () => {
  s = await orderScene({ krxHours: true });
});
afterEach(() => s.t.dispose());

describe(`orders on the 수능 day (${csatDay})`, () => {
  it('are refused at 09:30 with the day’s hours, and taken at 16:00', async () => {
    s.market.at = kst('09:30');
    const early = await s.request('POST', '/trading/orders', marketOrder('BUY', 1));
    expect([early.status, early.code, early.message]).toEqual([
      422,
      'MARKET_CLOSED',
      '지금은 장 운영 시간이 아니에요. 오늘은 대학수학능력시험 때문에 10:00~16:30에 거래할 수 있어요.',
    ]);

    s.market.at = kst('16:00');
    const late = await s.request<{ order: Order }>(
      'POST',
      '/trading/orders',
      marketOrder('BUY', 1),
    );
    expect(late.status).toBe(200);
    expect(late.data.order).toMatchObject({ status: 'FILLED', quantity: 1 });
  });

  it('keeps a limit order open at 16:00 and expires it at the 16:30 close', async () => {
    s.market.at = kst('15:40');
    const { data } = await s.request<{ order: Order }>(
      'POST',
      '/trading/orders',
      limitBuy(10, 69_000),
    );
    s.market.at = kst('16:00');
    s.t.deps.prices.apply([quote('005930', 70_100)]);
    expect((await s.request<Order[]>('GET', '/trading/orders?status=open')).data).toMatchObject([
      { id: data.order.id, status: 'OPEN' },
    ]);
    s.market.at = kst('16:30');
    s.t.deps.prices.apply([quote('005930', 70_200)]);
    expect((await s.request<Order[]>('GET', '/trading/orders?status=expired')).data).toMatchObject([
      { id: data.order.id, status: 'EXPIRED' },
    ]);
  });
});
