import { explained, texNumber, texWon, unavailable, type Explained } from '../maths/explained';
import {
  det2,
  roundedEntries,
  inverse2,
  multiply,
  subtract,
  texMatrix,
  texNumberMatrix,
  type Matrix,
} from './matrices';

// 역행렬로 경제 문제 풀기 ([12경수03-03]): a two-업종 산업연관 model. a_ij is the won of 업종 i's
// output needed to make one won of 업종 j's; producing x covers the inputs Ax and the final
// demand d: x = Ax + d, so x = (I − A)⁻¹d (the Leontief inverse). The input coefficients are an
// EXAMPLE, not the Bank of Korea's 산업연관표: the lesson says so wherever they appear. The
// final demand is real: the student's own money in their two largest 업종 at the last close.

/** 예시 투입계수: not market data (a textbook-sized example with det(I − A) = 0.6). */
export const EXAMPLE_COEFFICIENTS: Matrix = [
  [0.2, 0.3],
  [0.4, 0.1],
];

/** 예시 최종수요 for a student with fewer than two 업종 (labelled 예시 in the lesson). */
export const EXAMPLE_DEMAND = [1_000_000, 500_000];
export const EXAMPLE_SECTORS = ['전기전자', '화학'];

const IDENTITY: Matrix = [
  [1, 0],
  [0, 1],
];

export interface SectorHolding {
  sector: string;
  quantity: number;
  previousClose: number;
}

/** The student's two largest 업종 by value at the last close (ties by name); fewer if they have fewer. */
export function sectorDemand(holdings: SectorHolding[]): Array<{ sector: string; value: number }> {
  const bySector = new Map<string, number>();
  for (const h of holdings)
    bySector.set(h.sector, (bySector.get(h.sector) ?? 0) + h.quantity * h.previousClose);
  return [...bySector]
    .map(([sector, value]) => ({ sector, value }))
    .filter((s) => s.value > 0)
    .sort((a, b) => b.value - a.value || a.sector.localeCompare(b.sector))
    .slice(0, 2);
}

const round4 = (v: number) => Math.round(v * 10_000) / 10_000 + 0;
const tenths = (v: number) => texNumber(round4(v), 2);

/** x_i = (row i of adj(I − A))·d ÷ det(I − A), term by term, to the won. */
export function explainOutput(
  i: 0 | 1,
  demand: number[],
  a: Matrix = EXAMPLE_COEFFICIENTS,
): Explained {
  const m = subtract(IDENTITY, a);
  const det = round4(det2(m));
  const formula = `x_{${i + 1}} = \\frac{1}{\\det(I - A)}\\left(${
    i === 0 ? '(1 - a_{22})d_1 + a_{12}d_2' : 'a_{21}d_1 + (1 - a_{11})d_2'
  }\\right)`;
  if (det === 0) return unavailable('won', formula, 'det(I − A) = 0이라 역행렬이 없어요');
  // adj(I − A) = [[m22, −m12], [−m21, m11]]: every entry is positive for these coefficients.
  const row = i === 0 ? [m[1]![1]!, -m[0]![1]!] : [-m[1]![0]!, m[0]![0]!];
  const sum = row[0]! * demand[0]! + row[1]! * demand[1]!;
  return explained('won', formula, [
    {
      expression: `\\frac{${tenths(row[0]!)} \\times ${texWon(demand[0]!)} + ${tenths(row[1]!)} \\times ${texWon(demand[1]!)}}{${tenths(det)}}`,
      value: Math.round(sum / det),
    },
    { expression: `\\frac{${texWon(sum)}}{${tenths(det)}}`, value: Math.round(sum / det) },
  ]);
}

export function leontiefLesson(demand: number[], a: Matrix = EXAMPLE_COEFFICIENTS) {
  const m = subtract(IDENTITY, a);
  const inverse = inverse2(m)!;
  const det = round4(det2(m));
  const outputs = [explainOutput(0, demand, a), explainOutput(1, demand, a)];
  return {
    tex: {
      a: texNumberMatrix(a, 2),
      iMinusA: texNumberMatrix(
        m.map((r) => r.map(round4)),
        2,
      ),
      inverse: texNumberMatrix(
        inverse.map((r) => r.map(round4)),
        4,
      ),
      adjugate: `\\frac{1}{${tenths(det)}}${texMatrix([
        [tenths(m[1]![1]!), tenths(-m[0]![1]!)],
        [tenths(-m[1]![0]!), tenths(m[0]![0]!)],
      ])}`,
      check: texNumberMatrix(roundedEntries(multiply(m, inverse)), 0),
      demand: texMatrix(demand.map((d) => [texWon(d)])),
    },
    det: explained('number', '\\det(I - A) = (1 - a_{11})(1 - a_{22}) - a_{12}a_{21}', [
      {
        expression: `${tenths(m[0]![0]!)} \\times ${tenths(m[1]![1]!)} - ${tenths(a[0]![1]!)} \\times ${tenths(a[1]![0]!)}`,
        value: det,
      },
    ]),
    outputs,
    /** 생산유발계수: column j of (I − A)⁻¹ summed, the whole output one won of demand for j causes. */
    multipliers: [0, 1].map((j) => round4(inverse[0]![j]! + inverse[1]![j]!)),
    inverse: inverse.map((r) => r.map(round4)),
  };
}
