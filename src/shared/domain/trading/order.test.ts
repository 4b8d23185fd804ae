import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import { assertAffordable, assertHeld, checkOrder, MAX_ORDER_QUANTITY } from './order';

const valid = { quantity: 10, reason: '실적 개선 기대', price: 70_000 };

function errorOf(run: () => unknown): { code: string; message: string } | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  return undefined;
}

describe('checkOrder', () => {
  it('accepts a valid order and trims the rationale', () => {
    expect(checkOrder({ ...valid, reason: '  실적 개선 기대\n' })).toEqual(valid);
  });

  it.each([
    [0],
    [-1],
    [0.5],
    ['10'],
    [Number.POSITIVE_INFINITY],
    [Number.NaN],
    [MAX_ORDER_QUANTITY + 1],
    [null],
  ])('quantity %s → INVALID_QUANTITY', (quantity) => {
    expect(errorOf(() => checkOrder({ ...valid, quantity }))).toEqual({
      code: 'INVALID_QUANTITY',
      message: '올바른 수량을 입력해주세요',
    });
  });

  it('accepts the cap itself', () => {
    expect(checkOrder({ ...valid, quantity: MAX_ORDER_QUANTITY }).quantity).toBe(
      MAX_ORDER_QUANTITY,
    );
  });

  it.each([[''], ['   '], ['\n\t'], [undefined], [42]])(
    'rationale %j → REASON_REQUIRED',
    (reason) => {
      expect(errorOf(() => checkOrder({ ...valid, reason }))).toEqual({
        code: 'REASON_REQUIRED',
        message: '투자 판단 근거를 입력해주세요',
      });
    },
  );

  it('a rationale of 1,000 characters passes, 1,001 does not', () => {
    expect(checkOrder({ ...valid, reason: '가'.repeat(1_000) }).reason).toHaveLength(1_000);
    expect(errorOf(() => checkOrder({ ...valid, reason: '가'.repeat(1_001) }))?.code).toBe(
      'REASON_TOO_LONG',
    );
  });

  it.each([[undefined], [0], [-100], [1.5]])('price %s → PRICE_UNAVAILABLE', (price) => {
    expect(errorOf(() => checkOrder({ ...valid, price }))).toEqual({
      code: 'PRICE_UNAVAILABLE',
      message: '현재 가격 정보가 없습니다. 잠시 후 다시 시도해주세요.',
    });
  });
});

describe('cash and holding checks', () => {
  it.each([
    [1_000, 1_000, undefined],
    [1_000, 1_001, 'INSUFFICIENT_CASH'],
    [0, 0, undefined],
  ])('cash %i, total %i → %s', (cash, total, code) => {
    expect(errorOf(() => assertAffordable({ cash, total }))?.code).toBe(code);
  });

  it('names the shortage in Korean', () => {
    expect(errorOf(() => assertAffordable({ cash: 0, total: 1 }))?.message).toBe(
      '보유 현금이 부족해요',
    );
    expect(errorOf(() => assertHeld({ held: 3, quantity: 4 }))).toEqual({
      code: 'INSUFFICIENT_HOLDINGS',
      message: '보유 수량이 부족해요',
    });
  });

  it.each([
    [5, 5, undefined],
    [5, 6, 'INSUFFICIENT_HOLDINGS'],
    [0, 1, 'INSUFFICIENT_HOLDINGS'],
  ])('held %i, selling %i → %s', (held, quantity, code) => {
    expect(errorOf(() => assertHeld({ held, quantity }))?.code).toBe(code);
  });
});
