import { texNumber, texWon } from '../maths/explained';

// 행렬과 경제 ([12경수03-01…03]): the few matrix operations the lessons teach, on plain arrays
// (a matrix is its rows), and their LaTeX. Pure and small on purpose: a 2×2 inverse is the
// formula the students use, (1/det)·[[d, −b], [−c, a]], not a general solver.

export type Matrix = number[][];

/** AB, defined when A's columns are B's rows. */
export function multiply(a: Matrix, b: Matrix): Matrix {
  return a.map((row) =>
    (b[0] ?? []).map((_, j) => row.reduce((sum, entry, k) => sum + entry * b[k]![j]!, 0)),
  );
}

export const subtract = (a: Matrix, b: Matrix): Matrix =>
  a.map((row, i) => row.map((entry, j) => entry - b[i]![j]!));

export const column = (values: number[]): Matrix => values.map((v) => [v]);

/** ad − bc of [[a, b], [c, d]]. */
export const det2 = (m: Matrix) => m[0]![0]! * m[1]![1]! - m[0]![1]! * m[1]![0]!;

/** A⁻¹ = (1/det A)·[[d, −b], [−c, a]]; null when det A = 0 (no inverse). */
export function inverse2(m: Matrix): Matrix | null {
  const det = det2(m);
  if (det === 0) return null;
  const [[a, b], [c, d]] = m as [[number, number], [number, number]];
  // `+ 0` turns −0 into 0: a zero entry reads as 0, not −0.
  return [
    [d / det + 0, -b / det + 0],
    [-c / det + 0, a / det + 0],
  ];
}

/** A matrix in LaTeX from its entries already written (numbers, won, symbols). */
export const texMatrix = (rows: string[][]) =>
  `\\begin{pmatrix} ${rows.map((row) => row.join(' & ')).join(' \\\\ ')} \\end{pmatrix}`;

export const texWonMatrix = (m: Matrix) => texMatrix(m.map((row) => row.map((v) => texWon(v))));

export const texNumberMatrix = (m: Matrix, digits = 4) =>
  texMatrix(m.map((row) => row.map((v) => texNumber(v, digits))));

/** A won amount as a factor: a negative one in parentheses ("3 × (−500)"). */
export const texWonFactor = (v: number) => (v < 0 ? `(${texWon(v)})` : texWon(v));

/** Σ aᵢbᵢ written out: "10 × 71,000 + 3 × 180,000". */
export const texDot = (a: number[], b: number[], writeB: (v: number) => string = texWonFactor) =>
  a.map((v, i) => `${texNumber(v)} \\times ${writeB(b[i]!)}`).join(' + ');

export const dot = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + v * b[i]!, 0);

/** A product as printed: 0.99999999 is 1 and −1e-17 is 0 (four decimals). */
export const roundedEntries = (m: Matrix) =>
  m.map((row) => row.map((v) => Math.round(v * 10_000) / 10_000 + 0));
