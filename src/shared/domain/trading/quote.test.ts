import { describe, expect, it } from 'vitest';
import { maxBuyQuantity, quoteBuy, quoteSell, shareOf } from './quote';

describe('quoteBuy', () => {
  it.each([
    [70_000, 10, 150, { amount: 700_000, fee: 105, total: 700_105 }],
    [70_100, 1, 150, { amount: 70_100, fee: 10, total: 70_110 }],
    [1_000, 3, 0, { amount: 3_000, fee: 0, total: 3_000 }],
    [500, 1, 150, { amount: 500, fee: 0, total: 500 }],
  ])('%i × %i at %i ppm', (price, quantity, feeRatePpm, expected) => {
    expect(quoteBuy({ price, quantity, feeRatePpm })).toEqual(expected);
  });
});

describe('quoteSell (tax by the KST day of the sale)', () => {
  it.each([
    // 15:00 UTC on 2025-12-31 is midnight in Seoul: from then on the 2026 rate applies.
    ['2025-12-31T14:59:59Z', { amount: 1_000_000, fee: 150, tax: 1_500, proceeds: 998_350 }],
    ['2025-12-31T15:00:00Z', { amount: 1_000_000, fee: 150, tax: 2_000, proceeds: 997_850 }],
  ])('1,000,000 won sold at %s', (at, expected) => {
    expect(
      quoteSell({
        price: 100_000,
        quantity: 10,
        feeRatePpm: 150,
        date: new Date(at),
        market: 'KOSPI',
      }),
    ).toEqual(expected);
  });

  it('rounds fee and tax down separately', () => {
    expect(
      quoteSell({
        price: 70_100,
        quantity: 1,
        feeRatePpm: 150,
        date: new Date('2026-03-02'),
        market: 'KOSDAQ',
      }),
    ).toEqual({ amount: 70_100, fee: 10, tax: 140, proceeds: 69_950 });
  });
});

describe('maxBuyQuantity', () => {
  it.each([
    // [cash, price, fee ppm, quantity]
    [1_000_000, 70_000, 150, 14], // 14 × 70,000 = 980,000 + fee 147 fits; 15 does not
    [70_010, 70_000, 150, 1], // 70,000 + fee 10 (10.5 cut) = 70,010
    [70_009, 70_000, 150, 0],
    [0, 70_000, 150, 0],
    [1_000_000, 0, 150, 0],
  ])('%i won at %i (%i ppm) → %i shares', (cash, price, feeRatePpm, quantity) => {
    expect(maxBuyQuantity({ cash, price, feeRatePpm })).toBe(quantity);
  });
});

describe('shareOf', () => {
  it.each([
    [14, 0.1, 1],
    [14, 0.25, 3],
    [14, 0.5, 7],
    [14, 1, 14],
    [3, 0.1, 0],
  ])('%i × %f → %i', (orderable, fraction, expected) => {
    expect(shareOf(orderable, fraction)).toBe(expected);
  });
});
