import { describe, expect, it } from 'vitest';
import { DEFAULT_CLASS_RULES } from '../../../shared/schemas/class-rules';
import type { OrderContext } from '../../../shared/schemas/orders';
import { limitPriceError, orderWarnings } from './order-warnings';

const context: OrderContext = {
  symbol: '005930',
  market: 'KOSPI',
  price: 70_000,
  previousClose: 70_000,
  cash: 10_000_000,
  reservedCash: 690_103,
  availableCash: 9_309_897,
  heldQuantity: 10,
  openSellQuantity: 6,
  orderableQuantity: 4,
  positionValue: 700_000,
  totalAssets: 10_700_000,
  ordersToday: 0,
};
const rules = { ...DEFAULT_CLASS_RULES, maxPositionPercent: 30 };
const now = new Date('2026-03-20T01:00:00Z');

describe('orderWarnings (the trade modal, before sending)', () => {
  it.each([
    // [side, quantity, price (the limit, or the current price), warnings]
    ['BUY', 30, 70_000, []], // 40 × 70,000 = 2.8 M of 10.7 M → 26.2 %
    [
      'BUY',
      40,
      70_000,
      ['한 종목 비중은 총 자산의 30 %까지예요: 이 주문 후 32.7 %'], // 3.5 M / 10.7 M − 420
    ],
    [
      'BUY',
      140,
      70_000,
      ['한 종목 비중은 총 자산의 30 %까지예요: 이 주문 후 98.1 %', '보유 현금이 부족해요'],
    ],
    ['SELL', 4, 72_000, []],
    ['SELL', 5, 72_000, ['보유 수량이 부족해요']],
  ] as const)('%s %i at %i', (side, quantity, price, warnings) => {
    expect(orderWarnings({ context, rules, side, quantity, price, now })).toEqual(warnings);
  });

  it('says nothing until the quantity and a price are known', () => {
    expect(
      orderWarnings({
        context,
        rules,
        side: 'BUY',
        quantity: 0,
        price: 70_000,
        now,
      }),
    ).toEqual([]);
    expect(
      orderWarnings({
        context,
        rules,
        side: 'BUY',
        quantity: 1,
        price: null,
        now,
      }),
    ).toEqual([]);
  });
});

describe('limitPriceError (under the 지정가 field, before a quantity is typed)', () => {
  it.each([
    [69_950, '주문 가격은 호가 단위(100원)에 맞아야 해요: 69,950원'],
    [70_000, null],
    [0, '주문 가격을 입력해주세요'],
    [null, null],
  ])('%s → %s', (limitPrice, message) => {
    expect(limitPriceError(context, limitPrice)).toBe(message);
  });
});
