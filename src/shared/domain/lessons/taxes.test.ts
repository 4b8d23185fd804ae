import { describe, expect, it } from 'vitest';
import { explainCapitalGainsTax, roundTop, taxCurve, taxRateText } from './taxes';

const DAY = '2026-03-20';

describe('T(A): the tax on a sale as a function of its amount (12경수01-03)', () => {
  it('is 0.20 % on KOSPI and KOSDAQ and 0.10 % on KONEX in 2026, cut to the won', () => {
    const points = taxCurve(1_000_000, DAY);
    expect(points.map((p) => p.amount)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
    expect(points[1]!.taxes).toEqual({ KOSPI: 500, KOSDAQ: 500, KONEX: 250 });
    expect(points[4]!.taxes).toEqual({ KOSPI: 2_000, KOSDAQ: 2_000, KONEX: 1_000 });
    // 2,000,010 × 0.20 % = 4,000.02 → 4,000원 (원 미만 절사)
    expect(taxCurve(2_000_010 * 4, DAY)[1]!.taxes.KOSPI).toBe(4_000);
  });

  it('goes through the origin with the market rate as its slope (independent: A × rate)', () => {
    for (const point of taxCurve(5_000_000, DAY)) {
      expect(point.taxes.KOSPI).toBe(Math.floor((point.amount * 20) / 10_000));
      expect(point.taxes.KONEX).toBe(Math.floor((point.amount * 10) / 10_000));
    }
  });

  it('names the parts of each market rate', () => {
    expect(taxRateText(DAY, 'KOSPI')).toBe('0.20 % (증권거래세 0.05 % + 농어촌특별세 0.15 %)');
    expect(taxRateText(DAY, 'KOSDAQ GLOBAL')).toBe('0.20 % (증권거래세)');
    expect(taxRateText(DAY, 'KONEX')).toBe('0.10 % (증권거래세)');
    expect(taxRateText('2025-06-02', 'KOSPI')).toBe(
      '0.15 % (증권거래세 0.00 % + 농어촌특별세 0.15 %)',
    );
  });

  it('rounds the graph’s top up to 1, 2 or 5 × 10ⁿ', () => {
    expect(roundTop(700_000)).toBe(1_000_000);
    expect(roundTop(1_234_567)).toBe(2_000_000);
    expect(roundTop(5_000_000)).toBe(5_000_000);
    expect(roundTop(5_000_001)).toBe(10_000_000);
  });
});

describe('양도소득세 of a 대주주 (explanation only)', () => {
  it('takes 20 % of the first 3억 and 25 % above: 10억 → 2억 3,500만 원', () => {
    const figure = explainCapitalGainsTax(1_000_000_000);
    expect(figure.value).toBe(235_000_000);
    expect(figure.steps[0]!.expression).toBe(
      '300{,}000{,}000 \\times 20\\% + 700{,}000{,}000 \\times 25\\%',
    );
  });

  it('agrees with taxing each won in its bracket (independent)', () => {
    for (const gain of [0, 1_000_000, 300_000_000, 300_000_004, 2_345_678_901]) {
      const lower = Math.min(gain, 300_000_000) / 5;
      const upper = Math.max(gain - 300_000_000, 0) / 4;
      expect(explainCapitalGainsTax(gain).value).toBe(Math.floor(lower + upper));
    }
  });
});
