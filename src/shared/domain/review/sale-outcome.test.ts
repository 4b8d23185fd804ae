import { describe, expect, it } from 'vitest';
import { realisedBySale } from './sale-outcome';

const trade = (id: number, type: 'BUY' | 'SELL', quantity: number, price: number) => ({
  id,
  type,
  symbol: '005930',
  quantity,
  price,
});

describe('realisedBySale', () => {
  it('uses the average price in force at each sale', () => {
    const outcomes = realisedBySale([
      trade(1, 'BUY', 10, 70_000),
      trade(2, 'BUY', 10, 80_000), // average 75,000
      trade(3, 'SELL', 5, 78_000), // (78,000 − 75,000) × 5 = 15,000
      trade(4, 'SELL', 15, 72_000), // (72,000 − 75,000) × 15 = −45,000
    ]);
    expect([...outcomes.keys()]).toEqual([3, 4]);
    expect(outcomes.get(3)).toMatchObject({
      value: 15_000,
      steps: ['(78,000 − 75,000) × 5', '+₩15,000'],
    });
    expect(outcomes.get(4)!.value).toBe(-45_000);
  });

  it('gives no figure for a sell the trades cannot explain', () => {
    expect(realisedBySale([trade(1, 'BUY', 1, 100), trade(2, 'SELL', 2, 120)]).size).toBe(0);
  });
});
