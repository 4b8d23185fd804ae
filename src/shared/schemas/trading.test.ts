import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { zLeaderboardQuery, zSetCash, zTradeOrder, zWatchlistSave } from './trading';

const firstMessage = (schema: ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

const order = { symbol: '005930', quantity: 10, reason: '반도체 업황 회복' };

describe('zTradeOrder', () => {
  it('accepts a valid order and trims the rationale', () => {
    expect(zTradeOrder.parse({ ...order, reason: '  반도체 업황 회복 ' })).toEqual(order);
  });

  it.each([
    // JSON.parse('1e400') is Infinity.
    [JSON.parse('{"q":1e400}').q],
    [-1],
    [0],
    [0.5],
    ['10'],
    [1_000_001],
    [null],
  ])('quantity %j → 올바른 수량을 입력해주세요', (quantity) => {
    expect(firstMessage(zTradeOrder, { ...order, quantity })).toBe('올바른 수량을 입력해주세요');
  });

  it.each([[''], ['   '], [undefined]])(
    'rationale %j → 투자 판단 근거를 입력해주세요',
    (reason) => {
      expect(firstMessage(zTradeOrder, { ...order, reason })).toBe('투자 판단 근거를 입력해주세요');
    },
  );

  it('limits the rationale to 1,000 characters', () => {
    expect(zTradeOrder.safeParse({ ...order, reason: '가'.repeat(1_000) }).success).toBe(true);
    expect(firstMessage(zTradeOrder, { ...order, reason: '가'.repeat(1_001) })).toBe(
      '투자 판단 근거는 1,000자 이내로 입력해주세요',
    );
  });

  it.each([[{ ...order, price: 1 }], [{ ...order, symbol: '5930' }], [{ ...order, symbol: 5930 }]])(
    'refuses extra fields and bad symbols: %j',
    (input) => {
      expect(zTradeOrder.safeParse(input).success).toBe(false);
    },
  );
});

describe('zSetCash', () => {
  it.each([[0], [1_000], [12_345_000]])('accepts %i', (newCash) => {
    expect(zSetCash.parse({ newCash })).toEqual({ newCash });
  });

  it.each([[-1], [0.5], ['1000'], [null], [Number.POSITIVE_INFINITY]])('refuses %j', (newCash) => {
    expect(firstMessage(zSetCash, { newCash })).toBe('유효한 금액을 입력해주세요');
  });
});

describe('zWatchlistSave', () => {
  it.each([
    [[], '최소 1개 종목을 선택해주세요'],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], '최대 10개까지만 선택할 수 있습니다'],
    [undefined, '최소 1개 종목을 선택해주세요'],
  ])('%j → %s', (stockIds, message) => {
    expect(firstMessage(zWatchlistSave, { stockIds })).toBe(message);
  });

  it('accepts 1 to 10 distinct ids, not duplicates', () => {
    expect(zWatchlistSave.safeParse({ stockIds: [1] }).success).toBe(true);
    expect(zWatchlistSave.safeParse({ stockIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }).success).toBe(
      true,
    );
    expect(zWatchlistSave.safeParse({ stockIds: [1, 1] }).success).toBe(false);
  });
});

describe('zLeaderboardQuery', () => {
  it.each([
    [{}, 'all'],
    [{ timeRange: 'week' }, 'week'],
    [{ timeRange: 'month' }, 'month'],
  ])('%j → %s', (query, timeRange) => {
    expect(zLeaderboardQuery.parse(query).timeRange).toBe(timeRange);
  });

  it('refuses an unknown period', () => {
    expect(zLeaderboardQuery.safeParse({ timeRange: 'year' }).success).toBe(false);
  });
});

describe('strict bodies', () => {
  it.each([
    [zTradeOrder, { ...order, role: 'ADMIN' }],
    [zSetCash, { newCash: 0, cash: 1 }],
    [zWatchlistSave, { stockIds: [1], userId: 2 }],
  ] as const)('refuses an extra key in Korean', (schema, input) => {
    expect(firstMessage(schema, input)).toBe('허용되지 않는 항목이 포함되어 있습니다.');
  });
});
