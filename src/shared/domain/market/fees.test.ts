import { describe, expect, it } from 'vitest';
import {
  brokerageFee,
  DEFAULT_FEE_RATE_PPM,
  salesTax,
  salesTaxParts,
  salesTaxRate,
  salesTaxRatePpm,
  salesTaxSummary,
} from './fees';

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

describe('salesTaxRatePpm (by the sale’s KST date and the stock’s market)', () => {
  it.each([
    ['2023-06-01', 'KOSPI', 2_000],
    ['2024-12-31', 'KOSPI', 1_800],
    ['2025-01-01', 'KOSPI', 1_500],
    ['2025-12-31', 'KOSDAQ', 1_500],
    ['2026-01-01', 'KOSPI', 2_000],
    ['2026-03-20', 'KOSDAQ', 2_000],
    ['2026-03-20', 'KOSDAQ GLOBAL', 2_000],
    // KONEX: 0.10 % every year, no 농어촌특별세.
    ['2026-03-20', 'KONEX', 1_000],
    ['2025-07-01', 'KONEX', 1_000],
    ['2030-01-01', 'KOSPI', 2_000],
    ['2020-01-01', 'KOSPI', 2_000],
  ] as const)('%s %s → %i ppm', (day, market, ppm) => {
    expect(salesTaxRatePpm(day, market)).toBe(ppm);
  });

  it('KOSPI pays 0.05 % 증권거래세 and 0.15 % 농어촌특별세 in 2026', () => {
    expect(salesTaxRate('2026-03-20', 'KOSPI')).toEqual({
      transactionPpm: 500,
      ruralSpecialPpm: 1_500,
    });
  });

  it('sums the newest rates up per market for the class rule card', () => {
    expect(salesTaxSummary()).toBe('KOSPI·KOSDAQ 0.20 %, KONEX 0.10 %');
  });
});

describe('salesTax', () => {
  it.each([
    [1_000_000, '2025-07-01', 'KOSPI', 1_500],
    [1_000_000, '2026-01-02', 'KOSPI', 2_000],
    [1_000_000, '2026-01-02', 'KONEX', 1_000],
    [70_100, '2025-07-01', 'KOSDAQ', 105], // 105.15 → 105
    [70_100, '2026-01-02', 'KOSDAQ', 140], // 140.2 → 140
    [70_100, '2026-01-02', 'KONEX', 70], // 70.1 → 70
    [499, '2026-01-02', 'KOSPI', 0],
    // ⌊0.25⌋ + ⌊0.75⌋: neither tax reaches a won (the sum of the rates would give ⌊1⌋ = 1)
    [500, '2026-01-02', 'KOSPI', 0],
  ] as const)('%i won sold on %s (%s) → %i won', (amount, day, market, tax) => {
    expect(salesTax(amount, day, market)).toBe(tax);
  });

  it.each([
    // ⌊71,900 × 0.05 %⌋ = ⌊35.95⌋ = 35 and ⌊71,900 × 0.15 %⌋ = ⌊107.85⌋ = 107: 142, not ⌊143.8⌋
    [71_900, 35, 107, 142],
    // ⌊35.35⌋ = 35 and ⌊106.05⌋ = 106: 141, as ⌊141.4⌋ would give too
    [70_700, 35, 106, 141],
    // ⌊1,540⌋ + ⌊4,620⌋
    [3_080_000, 1_540, 4_620, 6_160],
  ])(
    'KOSPI 2026: %i won pays 증권거래세 %i and 농어촌특별세 %i, each cut below the won (%i)',
    (amount, transaction, ruralSpecial, tax) => {
      expect(salesTaxParts(amount, '2026-01-02', 'KOSPI')).toEqual({ transaction, ruralSpecial });
      expect(salesTax(amount, '2026-01-02', 'KOSPI')).toBe(tax);
    },
  );
});
