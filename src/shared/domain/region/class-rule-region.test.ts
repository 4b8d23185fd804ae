import { describe, expect, it } from 'vitest';
import { brokenRules, buildRegion, type RegionInput } from './class-rule-region';

// 1,000,000 won, no fee, A at 10,000 and B at 50,000, nothing held.
const base: RegionInput = {
  a: { name: 'A', price: 10_000, held: 0 },
  b: { name: 'B', price: 50_000, held: 0 },
  cash: 1_000_000,
  totalAssets: 1_000_000,
  feeRatePpm: 0,
  maxPositionPercent: null,
  ordersLeft: null,
  objective: 'SHARES',
};
const corners = (input: RegionInput) =>
  buildRegion(input)
    .vertices.map((v) => [v.x, v.y, v.value])
    .sort((p, q) => p[0]! - q[0]! || p[1]! - q[1]!);

describe('the class rules as a region', () => {
  it('cash alone: 10,000x + 50,000y ≤ 1,000,000 makes the triangle (0,0) (100,0) (0,20)', () => {
    expect(corners(base)).toEqual([
      [0, 0, 0],
      [0, 20, 20],
      [100, 0, 100],
    ]);
    // most shares: all in A
    expect(buildRegion(base).best).toEqual({ x: 100, y: 0, value: 100 });
  });

  it('a 50 % cap cuts x ≤ 50 and y ≤ 10; the best corner is (50, 10)', () => {
    const capped = { ...base, maxPositionPercent: 50 };
    // 10,000x ≤ 0.5 × 1,000,000; 50,000y ≤ 0.5 × 1,000,000; the cash line passes (50, 10)
    expect(corners(capped)).toEqual([
      [0, 0, 0],
      [0, 10, 10],
      [50, 0, 50],
      [50, 10, 60],
    ]);
    // money invested at (50, 10): 500,000 + 500,000
    expect(buildRegion({ ...capped, objective: 'INVESTED' }).best).toEqual({
      x: 50,
      y: 10,
      value: 1_000_000,
    });
  });

  it('starts from the holding: with 20 A held, x ≥ 20 and the cash line moves out by 200,000', () => {
    const held = { ...base, a: { ...base.a, held: 20 } };
    // 10,000(x − 20) + 50,000y ≤ 1,000,000: (20,0) (120,0) (20,20)
    expect(corners(held)).toEqual([
      [20, 0, 20],
      [20, 20, 40],
      [120, 0, 120],
    ]);
  });

  it('the fee tilts the cash line: 1,000 ppm makes A cost 10,010 a share', () => {
    // 10,010x ≤ 1,000,000 → x ≤ 99.9; 50,050y ≤ 1,000,000 → y ≤ 19.98
    expect(corners({ ...base, feeRatePpm: 1_000 })).toEqual([
      [0, 0, 0],
      [0, 19.98, 19.98],
      [99.9, 0, 99.9],
    ]);
  });

  it('compares whole share counts: with the fee, the best buy is 99 A, not 99.9', () => {
    const region = buildRegion({ ...base, feeRatePpm: 1_000 });
    // 10,010x + 50,050y ≤ 1,000,000: x ≤ 99.9 → 99 on y = 0; y ≤ 19.98 → 19 on x = 0, and with
    // y = 19 (950,950 won) x ≤ 4.9 → 4. (94, 1), (89, 2), … (9, 18) lie on the edge from (99, 0)
    // to (4, 19): 990,990 won each, no corner.
    const corners = region.wholeCorners.map((v) => [v.x, v.y, v.value]);
    expect(corners.sort((p, q) => p[0]! - q[0]! || p[1]! - q[1]!)).toEqual([
      [0, 0, 0],
      [0, 19, 19],
      [4, 19, 23],
      [99, 0, 99],
    ]);
    expect(region.best).toEqual({ x: 99, y: 0, value: 99 });
  });

  it('no orders left: the region is the holding itself', () => {
    expect(corners({ ...base, ordersLeft: 0 })).toEqual([[0, 0, 0]]);
  });

  it('names the rule a refused order breaks', () => {
    const capped = { ...base, maxPositionPercent: 50 };
    const { inequalities } = buildRegion(capped);
    // 60 shares of A: 600,000 > 500,000 (the cap); 60 × 10,000 is within the cash
    expect(brokenRules(inequalities, { x: 60, y: 0 }).map((q) => q.key)).toEqual(['capA']);
    // 20 B and 50 A: 1,500,000 > 1,000,000 cash, and B at 1,000,000 > the cap
    expect(brokenRules(inequalities, { x: 50, y: 20 }).map((q) => q.key)).toEqual(['cash', 'capB']);
  });
});
