import { describe, expect, it } from 'vitest';
import { explainOrderShares, inverseLesson, targetsFor, wholeOrder } from './inverse';
import { det2, inverse2, multiply } from './matrices';

const a = { name: 'A', price: 70_000 };
const b = { name: 'B', price: 35_000 };

/** Cramer's rule: x = det[[W, p₂], [N, 1]] ÷ det A, y = det[[p₁, W], [1, N]] ÷ det A. */
function cramer(p1: number, p2: number, w: number, n: number) {
  const det = det2([
    [p1, p2],
    [1, 1],
  ]);
  return {
    x:
      det2([
        [w, p2],
        [n, 1],
      ]) / det,
    y:
      det2([
        [p1, w],
        [1, n],
      ]) / det,
  };
}

/** Every whole x from 0 to N: the order of N shares whose cost is the highest within W. */
function bruteWhole(p1: number, p2: number, w: number, n: number) {
  let best: { x: number; y: number; cost: number } | null = null;
  for (let x = 0; x <= n; x++) {
    const cost = p1 * x + p2 * (n - x);
    if (cost <= w && (best === null || cost > best.cost)) best = { x, y: n - x, cost };
  }
  return best;
}

describe('a two-stock order from A⁻¹', () => {
  it('70,000 and 35,000 won, W = 1,050,000, N = 20: x = 10, y = 10', () => {
    const lesson = inverseLesson({ a, b, targets: { budget: 1_050_000, shares: 20 } });
    expect(lesson.det.value).toBe(35_000);
    expect(lesson.x.value).toBe(10);
    expect(lesson.y.value).toBe(10);
    // (1,050,000 − 35,000 × 20) ÷ 35,000
    expect(lesson.x.steps[0]!.expression).toBe(
      '\\frac{1{,}050{,}000 - 35{,}000 \\times 20}{70{,}000 - 35{,}000}',
    );
    expect(lesson.x.steps[1]!.expression).toBe('\\frac{350{,}000}{35{,}000}');
    expect(lesson.whole).toEqual({ x: 10, y: 10, cost: 1_050_000, leftover: 0, otherWay: null });
    expect(lesson.wholeNote).toBe('정확한 해가 정수라 반올림할 필요가 없어요.');
    expect(lesson.tex.check).toBe('\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}');
  });

  it('W = 1,000,000: x = 8.5714 rounds down to 8 (x = 9 costs 1,015,000), 20,000 won left', () => {
    const lesson = inverseLesson({ a, b, targets: { budget: 1_000_000, shares: 20 } });
    expect(lesson.x.value).toBe(8.5714);
    expect(lesson.y.value).toBe(11.4286);
    expect(lesson.whole).toEqual({
      x: 8,
      y: 12,
      cost: 980_000,
      leftover: 20_000,
      otherWay: { x: 9, y: 11, over: 15_000 },
    });
    expect(lesson.wholeNote).toBe(
      '주식은 1주 단위라 총 20주는 그대로 두고 x를 예산 W를 넘지 않는 가장 가까운 정수로 맞췄어요: 20,000원이 남아요. 반대로 x = 9, y = 11로 맞추면 15,000원이 모자라요.',
    );
    // the dearer stock second: x (now the cheaper one) rounds up to the same order
    const swapped = explainOrderShares('x', b, a, { budget: 1_000_000, shares: 20 });
    expect(swapped.value).toBe(11.4286);
    expect(wholeOrder(b, a, { budget: 1_000_000, shares: 20 }, swapped.value!)).toEqual({
      x: 12,
      y: 8,
      cost: 980_000,
      leftover: 20_000,
      otherWay: { x: 11, y: 9, over: 15_000 },
    });
  });

  it('same price: det A = 0, no inverse; W = p·N has infinitely many orders, any other none', () => {
    const same = { name: 'C', price: 50_000 };
    const many = inverseLesson({
      a: same,
      b: { ...same, name: 'D' },
      targets: { budget: 500_000, shares: 10 },
    });
    expect(many.det.value).toBe(0);
    expect(many.tex.inverse).toBeNull();
    expect(many.x.value).toBeNull();
    expect(many.x.note).toContain('해가 무수히 많아요');
    const none = explainOrderShares(
      'x',
      same,
      { ...same, name: 'D' },
      { budget: 600_000, shares: 10 },
    );
    expect(none.value).toBeNull();
    expect(none.note).toContain('해가 없어요');
  });

  it('a budget below N × the cheaper price needs a negative x: no whole buy, said so', () => {
    const lesson = inverseLesson({ a, b, targets: { budget: 600_000, shares: 20 } });
    expect(lesson.x.value).toBe(-2.8571);
    expect(lesson.whole).toBeNull();
    expect(lesson.wholeNote).toContain('음수');
  });

  it.each([
    [70_000, 35_000, 1_000_000, 20],
    [71_500, 182_000, 1_230_000, 10],
    [12_340, 9_870, 123_450, 11],
    [5_000, 250_000, 2_000_000, 15],
  ])(
    'p₁ %i, p₂ %i, W %i, N %i: A⁻¹ agrees with Cramer and whole shares with a search',
    (p1, p2, w, n) => {
      const [s1, s2] = [
        { name: '1', price: p1 },
        { name: '2', price: p2 },
      ];
      const { x, y } = cramer(p1, p2, w, n);
      const lesson = inverseLesson({ a: s1, b: s2, targets: { budget: w, shares: n } });
      expect(lesson.x.value).toBeCloseTo(x, 4);
      expect(lesson.y.value).toBeCloseTo(y, 4);
      const m = [
        [p1, p2],
        [1, 1],
      ];
      const product = multiply(m, inverse2(m)!);
      expect(product.flat().map((v) => Math.round(v * 1e9) / 1e9 + 0)).toEqual([1, 0, 0, 1]);
      const whole = lesson.whole && {
        x: lesson.whole.x,
        y: lesson.whole.y,
        cost: lesson.whole.cost,
      };
      expect(whole).toEqual(x < 0 || x > n ? null : bruteWhole(p1, p2, w, n));
    },
  );

  it('the opening targets: N = 10 and W between 350,000 and 700,000 on a 10,000 step', () => {
    expect(targetsFor(a, b, 10, 1 / 2)).toEqual({ budget: 520_000, shares: 10 });
    // the 계산 과제's: 12 × (0.4 × 70,000 + 0.6 × 35,000) = 588,000 → 580,000
    expect(targetsFor(a, b, 12, 0.4)).toEqual({ budget: 580_000, shares: 12 });
  });
});
