import { describe, expect, it } from 'vitest';
import { brokerageFee, DEFAULT_FEE_RATE_PPM, salesTax, salesTaxRatePpm } from './fees';

describe('brokerageFee (class rate in ppm, cut below 1 won)', () => {
  it.each([
    [1_000_000, DEFAULT_FEE_RATE_PPM, 150],
    [70_000, DEFAULT_FEE_RATE_PPM, 10], // 10.5 → 10
    [6_666, DEFAULT_FEE_RATE_PPM, 0], // 0.9999 → 0
    [6_667, DEFAULT_FEE_RATE_PPM, 1],
    [1_234_567, 0, 0],
    [1_234_567, 1_000, 1_234], // 0.1 %
    [10_000_000_000_000, DEFAULT_FEE_RATE_PPM, 1_500_000_000], // no float drift at 10¹³ won
  ])('%i won at %i ppm → %i won', (amount, ppm, fee) => {
    expect(brokerageFee(amount, ppm)).toBe(fee);
  });
});

describe('salesTaxRatePpm (by the sale’s KST date)', () => {
  it.each([
    ['2023-06-01', 2_000],
    ['2024-12-31', 1_800],
    ['2025-01-01', 1_500],
    ['2025-12-31', 1_500],
    ['2026-01-01', 2_000],
    ['2026-03-20', 2_000],
    ['2030-01-01', 2_000],
    ['2020-01-01', 2_000],
  ])('%s → %i ppm', (day, ppm) => {
    expect(salesTaxRatePpm(day)).toBe(ppm);
  });
});

describe('salesTax', () => {
  it.each([
    [1_000_000, '2025-07-01', 1_500],
    [1_000_000, '2026-01-02', 2_000],
    [70_100, '2025-07-01', 105], // 105.15 → 105
    [70_100, '2026-01-02', 140], // 140.2 → 140
    [499, '2026-01-02', 0],
    [500, '2026-01-02', 1],
  ])('%i won sold on %s → %i won', (amount, day, tax) => {
    expect(salesTax(amount, day)).toBe(tax);
  });
});
