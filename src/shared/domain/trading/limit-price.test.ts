import { describe, expect, it } from 'vitest';
import { checkLimitPrice } from './limit-price';
import {
  availableCash,
  buyReservation,
  isCrossed,
  isExpired,
  orderableShares,
} from './reservation';

describe('checkLimitPrice (KRX tick grid, ±30 % / KONEX ±15 %)', () => {
  it.each([
    // [limit, previous close, market, code or null]
    [70_000, 70_000, 'KOSPI', null],
    [69_900, 70_000, 'KOSPI', null],
    [69_950, 70_000, 'KOSPI', 'LIMIT_PRICE_TICK'], // 50,000–200,000 trades in 100s
    [91_000, 70_000, 'KOSPI', null], // upper limit
    [91_100, 70_000, 'KOSPI', 'LIMIT_PRICE_RANGE'],
    [49_000, 70_000, 'KOSPI', null], // lower limit
    [48_950, 70_000, 'KOSPI', 'LIMIT_PRICE_RANGE'],
    [1_999, 2_000, 'KOSDAQ', null], // below 2,000 the tick is 1 won
    [2_001, 2_000, 'KOSDAQ', 'LIMIT_PRICE_TICK'], // 2,000–5,000 trades in 5s
    [46_000, 65_600, 'KOSPI', null], // KRX rounds the lower limit up: 46,000, not 45,950
    [11_500, 10_000, 'KONEX', null],
    [11_510, 10_000, 'KONEX', 'LIMIT_PRICE_RANGE'],
  ] as const)('%i on %i (%s) → %s', (limitPrice, previousClose, market, code) => {
    expect(checkLimitPrice({ limitPrice, previousClose, market })?.code ?? null).toBe(code);
  });

  it('names the tick and the day’s range in won', () => {
    expect(
      checkLimitPrice({ limitPrice: 69_930, previousClose: 70_000, market: 'KOSPI' })?.message,
    ).toBe('주문 가격은 호가 단위(100원)에 맞아야 해요: 69,930원');
    expect(
      checkLimitPrice({ limitPrice: 95_000, previousClose: 70_000, market: 'KOSPI' })?.message,
    ).toBe('주문 가격은 오늘 가격제한폭(49,000원~91,000원) 안이어야 해요: 95,000원');
  });
});

describe('reservations', () => {
  it.each([
    // quantity × limit + floor(amount × ppm / 10⁶)
    [10, 69_000, 150, 690_103],
    [1, 69_000, 150, 69_010],
    [3, 1_000, 0, 3_000],
  ])('%i × %i at %i ppm reserves %i', (quantity, limitPrice, feeRatePpm, total) => {
    expect(buyReservation({ quantity, limitPrice, feeRatePpm })).toBe(total);
  });

  it.each([
    [1_000_000, 300_000, 700_000],
    [100, 100, 0],
    [100, 150, 0],
  ])('cash %i less %i reserved → %i available', (cash, reserved, available) => {
    expect(availableCash({ cash, reserved })).toBe(available);
  });

  it.each([
    [10, 6, 4],
    [5, 5, 0],
  ])('%i held less %i in open sells → %i orderable', (held, openSells, orderable) => {
    expect(orderableShares({ held, openSells })).toBe(orderable);
  });

  it.each([
    ['BUY', 69_000, 69_000, true],
    ['BUY', 69_000, 69_100, false],
    ['BUY', 69_000, 60_000, true],
    ['SELL', 72_000, 72_000, true],
    ['SELL', 72_000, 71_900, false],
  ] as const)('%s limit %i at price %i crossed: %s', (side, limitPrice, price, crossed) => {
    expect(isCrossed({ side, limitPrice, price })).toBe(crossed);
  });

  it.each([
    ['2026-03-20T06:29:59Z', false], // 15:29:59 KST
    ['2026-03-20T06:30:00Z', true], // the close
    ['2026-03-23T00:00:00Z', true], // the next business day
    ['2026-03-19T02:00:00Z', true], // a replay restarted on an earlier day
  ])('a day order of 2026-03-20 at %s expired: %s', (at, expired) => {
    expect(isExpired({ marketDay: '2026-03-20', now: new Date(at) })).toBe(expired);
  });
});
