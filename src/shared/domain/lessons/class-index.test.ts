import { describe, expect, it } from 'vitest';
import {
  capWeightedIndex,
  commonDays,
  explainCapWeighted,
  explainDivisorAfterSplit,
  indexChange,
  priceWeightedSeries,
  rebased,
  sharesOn,
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
    expect(priceWeightedSeries(members, ['d0', 'd1'])).toEqual([100, 93.33]);
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

  it('carries the listed shares through a 5:1 split so neither index falls with the price', () => {
    // LS ELECTRIC's real closes around its 5:1 split of 2026-04-13 (788,000 → base 157,600),
    // listed as 150,000,000 shares after it; a member without actions at 100,000주.
    const ls: IndexMember = {
      symbol: '010120',
      name: 'LS ELECTRIC',
      listedShares: 150_000_000,
      shareChanges: { listedOn: '2026-04-17', changes: [{ date: '2026-04-13', ratio: 5 }] },
      closes: { '04-06': 799_000, '04-07': 788_000, '04-13': 179_200 },
    };
    const other: IndexMember = {
      symbol: 'B',
      name: '나',
      listedShares: 100_000,
      closes: { '04-06': 190_000, '04-07': 200_000, '04-13': 210_000 },
    };
    const days = ['04-06', '04-07', '04-13'].map((d) => `2026-${d}`);
    const dated = (m: IndexMember): IndexMember => ({
      ...m,
      closes: Object.fromEntries(Object.entries(m.closes).map(([d, c]) => [`2026-${d}`, c])),
    });
    const both = [dated(ls), dated(other)];
    expect(sharesOn(both[0]!, '2026-04-07')).toBe(30_000_000);
    expect(sharesOn(both[0]!, '2026-04-13')).toBe(150_000_000);
    // 100 × (150,000,000 × 179,200 + 100,000 × 210,000) ÷ (30,000,000 × 799,000 + 100,000 × 190,000)
    // = 100 × 26,901,000,000,000 ÷ 23,989,000,000,000 = 112.14 (150,000,000 held fixed: 22.44)
    expect(capWeightedIndex(both, days[0]!, days[2]!)).toBe(112.14);
    // D = 989,000 ÷ 100 = 9,890; 04-07: 988,000 ÷ 9,890 = 99.90; 04-13: the 788,000 becomes
    // 157,600, D′ = 9,890 × 357,600 ÷ 988,000 = 3,579.62…, 389,200 ÷ D′ = 108.73
    expect(priceWeightedSeries(both, days)).toEqual([100, 99.9, 108.73]);
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
