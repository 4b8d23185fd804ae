import { describe, expect, it } from 'vitest';
import { priceChange } from './price-change';

describe('priceChange', () => {
  it('gives the change in won and in percent to two places', () => {
    expect(priceChange(186_100, 191_600)).toEqual({ change: -5_500, changePercent: -2.87 });
    expect(priceChange(72_300, 71_000)).toEqual({ change: 1_300, changePercent: 1.83 });
  });

  it('has no percentage without a previous close (a first listing day)', () => {
    expect(priceChange(10_000, 0)).toEqual({ change: 10_000, changePercent: 0 });
  });
});
