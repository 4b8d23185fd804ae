import { describe, expect, it } from 'vitest';
import { executeBuy, executeSell, initialDeposit, netDeposits, setCash } from './ledger';

const at = new Date('2026-03-02T02:00:00Z');

describe('executeBuy', () => {
  it('takes amount and fee from the cash as two ledger rows', () => {
    const result = executeBuy({
      cash: 1_000_000,
      position: null,
      price: 70_000,
      quantity: 10,
      feeRatePpm: 150,
    });
    expect(result.cash).toBe(299_895);
    expect(result.position).toEqual({ quantity: 10, averagePrice: 70_000 });
    expect(result.movements).toEqual([
      { kind: 'BUY', amount: -700_000, balanceAfter: 300_000 },
      { kind: 'FEE', amount: -105, balanceAfter: 299_895 },
    ]);
  });

  it('allows spending the cash to the last won, not one won more', () => {
    const order = { position: null, price: 10_000, quantity: 10, feeRatePpm: 150 };
    expect(executeBuy({ ...order, cash: 100_015 }).cash).toBe(0);
    expect(() => executeBuy({ ...order, cash: 100_014 })).toThrow('보유 현금이 부족해요');
  });
});

describe('executeSell', () => {
  it('adds the amount, then takes fee and tax', () => {
    const result = executeSell({
      cash: 0,
      position: { quantity: 10, averagePrice: 70_000 },
      price: 100_000,
      quantity: 10,
      feeRatePpm: 150,
      at,
      market: 'KOSPI',
    });
    expect(result.position).toBeNull();
    expect(result.realisedProfitLoss).toBe(300_000);
    expect(result.movements).toEqual([
      { kind: 'SELL', amount: 1_000_000, balanceAfter: 1_000_000 },
      { kind: 'FEE', amount: -150, balanceAfter: 999_850 },
      { kind: 'TAX', amount: -2_000, balanceAfter: 997_850 },
    ]);
    expect(result.cash).toBe(997_850);
  });

  it('leaves no zero-cost rows', () => {
    const result = executeSell({
      cash: 5,
      position: { quantity: 1, averagePrice: 100 },
      price: 100,
      quantity: 1,
      feeRatePpm: 0,
      at,
      market: 'KOSDAQ',
    });
    expect(result.movements).toEqual([{ kind: 'SELL', amount: 100, balanceAfter: 105 }]);
  });
});

describe('setCash and deposits', () => {
  it.each([
    [10_000_000, 12_000_000, [{ kind: 'ADJUSTMENT', amount: 2_000_000, balanceAfter: 12_000_000 }]],
    [10_000_000, 0, [{ kind: 'ADJUSTMENT', amount: -10_000_000, balanceAfter: 0 }]],
    [5_000, 5_000, []],
  ])('cash %i set to %i', (cash, newCash, movements) => {
    expect(setCash({ cash, newCash })).toEqual(movements);
  });

  it.each([[-1], [0.5], [Number.NaN]])('refuses %s', (newCash) => {
    expect(() => setCash({ cash: 0, newCash })).toThrow('유효한 금액을 입력해주세요');
  });

  it('counts initial cash and adjustments as deposits, trades not', () => {
    const movements = [
      ...initialDeposit(10_000_000),
      { kind: 'BUY' as const, amount: -700_000 },
      ...setCash({ cash: 9_300_000, newCash: 9_000_000 }),
    ];
    expect(netDeposits(movements)).toBe(9_700_000);
  });
});

describe('integer money', () => {
  it('refuses a movement whose balance a double could not hold to the won', () => {
    // 9,007,199,254,740,991 + 700,000 lies past 2^53: the sum would be rounded.
    const sell = () =>
      executeSell({
        cash: Number.MAX_SAFE_INTEGER,
        position: { quantity: 10, averagePrice: 70_000 },
        price: 70_000,
        quantity: 10,
        feeRatePpm: 0,
        at: new Date('2026-03-20T01:00:00Z'),
        market: 'KOSPI',
        sellTax: false,
      });
    expect(sell).toThrow('금액이 너무 커서 처리할 수 없어요. 선생님께 문의해주세요.');
  });

  it('refuses a cash above 1조', () => {
    expect(() => setCash({ cash: 0, newCash: 1_000_000_000_001 })).toThrow(
      '보유 현금은 1조 원 이하로 입력해주세요',
    );
  });
});
