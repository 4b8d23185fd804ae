import { describe, expect, it } from 'vitest';
import { priceAxisRange } from './price-chart-options';

describe('priceAxisRange', () => {
  it('never runs below zero when a year’s prices spread wide (50,000 → 200,000)', () => {
    // span 150,000: top 207,500; the 70 % padding would put the bottom at −21,785.7.
    expect(priceAxisRange(50_000, 200_000)).toEqual([0, 207_500]);
  });

  it('keeps a narrow day’s line in the top 70 % (70,000 → 71,000)', () => {
    // span 1,000: top 71,050; bottom 71,050 − (71,050 − 69,980) ÷ 0.7 = 69,521.43.
    const [bottom, top] = priceAxisRange(70_000, 71_000);
    expect(top).toBe(71_050);
    expect(bottom).toBeCloseTo(69_521.43, 2);
  });
});
