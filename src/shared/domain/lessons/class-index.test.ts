import { describe, expect, it } from 'vitest';
import {
  capWeightedIndex,
  commonDays,
  explainCapWeighted,
  explainDivisorAfterSplit,
  indexChange,
  priceWeightedIndex,
  rebased,
  type IndexMember,
} from './class-index';

// Two made-up members (예시): A 1,000주 at 10,000 → 11,000원, B 100주 at 50,000 → 45,000원.
const members: IndexMember[] = [
  { symbol: 'A', name: '가', listedShares: 1_000, closes: { d0: 10_000, d1: 11_000 } },
  { symbol: 'B', name: '나', listedShares: 100, closes: { d0: 50_000, d1: 45_000, d2: 46_000 } },
];

describe('우리 반 주가지수 (12경수01-01)', () => {
  it('weights by 시가총액: 100 × (11,000,000 + 4,500,000) ÷ (10,000,000 + 5,000,000) = 103.33', () => {
    expect(capWeightedIndex(members, 'd0', 'd1')).toBe(103.33);
    expect(explainCapWeighted(members, 'd0', 'd1').steps[0]!.expression).toBe(
      '100 \\times \\frac{1{,}000 \\times 11{,}000 + 100 \\times 45{,}000}{1{,}000 \\times 10{,}000 + 100 \\times 50{,}000}',
    );
  });

  it('weights by price for comparison: 100 × 56,000 ÷ 60,000 = 93.33', () => {
    expect(priceWeightedIndex(members, 'd0', 'd1')).toBe(93.33);
  });

  it('agrees with the weighted mean of each member’s price relative (independent)', () => {
    // 시가총액 가중 = Σ wᵢ × Pᵢ(t)/Pᵢ(0) with wᵢ the base-day cap weights ⅔ and ⅓.
    const byWeights = 100 * ((2 / 3) * (11_000 / 10_000) + (1 / 3) * (45_000 / 50_000));
    expect(capWeightedIndex(members, 'd0', 'd1')).toBeCloseTo(byWeights, 2);
  });

  it('takes only days every member traded', () => {
    expect(commonDays(members, ['d0', 'd1', 'd2'], 'd0')).toEqual(['d0', 'd1']);
  });

  it('tells 포인트 from 등락률 and rebases KOSPI to 100', () => {
    expect(indexChange(103.33, 93.33)).toEqual({ points: -10, percent: -9.68 });
    expect(rebased(2_650.5, 2_500)).toBe(106.02);
  });

  it('keeps a price-weighted index still across 001080’s real 10:1 split on 2026-03-09', () => {
    const split = {
      symbol: '001080',
      date: '2026-03-09',
      previousClose: 54_400,
      basePrice: 5_440,
      sharesRatio: 10,
    };
    // ΣP = 54,400 + 45,600 = 100,000, D = 1,000 → 100 points; after: 51,040 ÷ D′ must stay 100.
    const d = explainDivisorAfterSplit(100_000, 1_000, split);
    expect(d.value).toBe(510.4);
    expect((100_000 - 54_400 + 5_440) / d.value!).toBe(100);
    // 시가총액 is unchanged: N × 54,400 = 10N × 5,440.
    expect(1 * 54_400).toBe(10 * 5_440);
  });
});
