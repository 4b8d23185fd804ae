import { describe, expect, it } from 'vitest';
import { EXAMPLE_COEFFICIENTS, explainOutput, leontiefLesson, sectorDemand } from './inverse-use';
import { multiply } from './matrices';

describe('the Leontief inverse on the example coefficients', () => {
  // I − A = [[0.8, −0.3], [−0.4, 0.9]], det = 0.72 − 0.12 = 0.6,
  // (I − A)⁻¹ = (1/0.6)[[0.9, 0.3], [0.4, 0.8]] = [[1.5, 0.5], [0.6667, 1.3333]]
  const lesson = leontiefLesson([1_000_000, 500_000]);

  it('d = (1,000,000, 500,000): x₁ = 1,750,000, x₂ = 1,333,333', () => {
    expect(lesson.det.value).toBe(0.6);
    expect(lesson.inverse).toEqual([
      [1.5, 0.5],
      [0.6667, 1.3333],
    ]);
    // (0.9 × 1,000,000 + 0.3 × 500,000) ÷ 0.6
    expect(lesson.outputs[0]!.value).toBe(1_750_000);
    expect(lesson.outputs[0]!.steps[0]!.expression).toBe(
      '\\frac{0.9 \\times 1{,}000{,}000 + 0.3 \\times 500{,}000}{0.6}',
    );
    expect(lesson.outputs[0]!.steps[1]!.expression).toBe('\\frac{1{,}050{,}000}{0.6}');
    // (0.4 × 1,000,000 + 0.8 × 500,000) ÷ 0.6 = 800,000 ÷ 0.6
    expect(lesson.outputs[1]!.value).toBe(1_333_333);
    expect(lesson.multipliers).toEqual([2.1667, 1.8333]);
    expect(lesson.tex.check).toBe('\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}');
  });

  it('agrees with the rounds of production x = d + Ad + A²d + … and with x − Ax = d', () => {
    const d = [730_000, 2_410_000];
    let round = d.map((v) => [v]);
    const total = d.slice();
    for (let k = 0; k < 200; k++) {
      round = multiply(EXAMPLE_COEFFICIENTS, round);
      round.forEach(([v], i) => (total[i]! += v!));
    }
    const x = [explainOutput(0, d).value!, explainOutput(1, d).value!];
    expect(Math.abs(x[0]! - total[0]!)).toBeLessThanOrEqual(1);
    expect(Math.abs(x[1]! - total[1]!)).toBeLessThanOrEqual(1);
    const ax = multiply(
      EXAMPLE_COEFFICIENTS,
      x.map((v) => [v]),
    );
    x.forEach((v, i) => expect(Math.abs(v - ax[i]![0]! - d[i]!)).toBeLessThanOrEqual(1));
  });

  it("takes the student's two largest 업종 at the last close", () => {
    expect(
      sectorDemand([
        { sector: '전기전자', quantity: 10, previousClose: 70_000 },
        { sector: '화학', quantity: 1, previousClose: 300_000 },
        { sector: '전기전자', quantity: 1, previousClose: 200_000 },
        { sector: '금융', quantity: 2, previousClose: 10_000 },
      ]),
    ).toEqual([
      { sector: '전기전자', value: 900_000 },
      { sector: '화학', value: 300_000 },
    ]);
  });
});
