// A stock's real daily closes smoothed by a least-squares cubic (12경수04-01·02). A cubic is the
// lowest degree whose graph can turn twice — rise to a 극대 and fall to a 극소 — so it can show
// the shapes a textbook draws; a higher degree would start chasing single days' noise.

/** One real KRX close: the day and the price. */
export interface DailyClose {
  date: string;
  close: number;
}

/** The closes a curve is fitted to: the last 30 trading days with data (about six weeks). */
export const FIT_WINDOW = 30;
/** Fewer closes than this leave a cubic (four coefficients) too little to smooth. */
export const MIN_FIT_CLOSES = 10;

export const thinCurveMessage = (have: number) =>
  `곡선을 그리려면 종가가 ${MIN_FIT_CLOSES}일 이상 필요해요. 지금은 ${have}일뿐이라 며칠 더 거래된 뒤에 다시 열어 주세요.`;

/** f(t) = a t³ + b t² + c t + d, t in trading days from the window's first close (t = 0). */
export interface Cubic {
  a: number;
  b: number;
  c: number;
  d: number;
}

export interface FittedCurve {
  cubic: Cubic;
  /** t of the last close: the window spans 0 … T. */
  last: number;
  /** 1 − SS_res ÷ SS_tot; null when every close is the same (nothing to explain). */
  rSquared: number | null;
  /** √(SS_res ÷ n): how far, in won, a close typically lies from the curve. */
  rmse: number;
  /** SS_res = Σ (P_t − f(t))² and SS_tot = Σ (P_t − P̄)². */
  residualSquares: number;
  totalSquares: number;
}

// The coefficients students copy: seven significant digits keep every figure computed from them
// within a hundredth of a won of the unrounded fit, and the figures are computed from these.
const SIGNIFICANT = 7;
export const significant = (x: number) => (x === 0 ? 0 : Number(x.toPrecision(SIGNIFICANT)));

export const valueAt = ({ a, b, c, d }: Cubic, t: number) => ((a * t + b) * t + c) * t + d;
export const slopeAt = ({ a, b, c }: Cubic, t: number) => (3 * a * t + 2 * b) * t + c;

/** Solves M x = v by Gaussian elimination with partial pivoting (M is small and regular). */
export function solveLinear(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const rows = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(rows[r]![col]!) > Math.abs(rows[pivot]![col]!)) pivot = r;
    [rows[col], rows[pivot]] = [rows[pivot]!, rows[col]!];
    const top = rows[col]!;
    for (let r = col + 1; r < n; r++) {
      const row = rows[r]!;
      const factor = row[col]! / top[col]!;
      for (let k = col; k <= n; k++) row[k] = row[k]! - factor * top[k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    const row = rows[r]!;
    let sum = row[n]!;
    for (let k = r + 1; k < n; k++) sum -= row[k]! * x[k]!;
    x[r] = sum / row[r]!;
  }
  return x;
}

/**
 * The least-squares cubic through (t, y), t = 0 … n−1, by the normal equations XᵀX β = Xᵀy. They
 * are solved in s = t ÷ T ∈ [0, 1] (powers of t up to 29⁶ would swamp the small ones), then the
 * coefficients are written back in days: a = β₃ ÷ T³ and so on.
 */
export function leastSquaresCubic(values: number[]): Cubic {
  const last = values.length - 1;
  const powers = values.map((_, t) => {
    const s = t / last;
    return [1, s, s * s, s * s * s];
  });
  const gram = [0, 1, 2, 3].map((i) =>
    [0, 1, 2, 3].map((j) => powers.reduce((sum, p) => sum + p[i]! * p[j]!, 0)),
  );
  const moment = [0, 1, 2, 3].map((i) => powers.reduce((sum, p, t) => sum + p[i]! * values[t]!, 0));
  const [b0, b1, b2, b3] = solveLinear(gram, moment) as [number, number, number, number];
  return { a: b3 / last ** 3, b: b2 / last ** 2, c: b1 / last, d: b0 };
}

export function fitCurve(closes: DailyClose[]): FittedCurve {
  const values = closes.map((c) => c.close);
  const exact = leastSquaresCubic(values);
  const cubic: Cubic = {
    a: significant(exact.a),
    b: significant(exact.b),
    c: significant(exact.c),
    d: significant(exact.d),
  };
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const residual = values.reduce((s, v, t) => s + (v - valueAt(cubic, t)) ** 2, 0);
  const total = values.reduce((s, v) => s + (v - mean) ** 2, 0);
  return {
    cubic,
    last: values.length - 1,
    rSquared: total > 0 ? Math.max(0, 1 - residual / total) : null,
    rmse: Math.sqrt(residual / values.length),
    residualSquares: residual,
    totalSquares: total,
  };
}

/** The curve is sent as f(t) every quarter of a trading day: smooth when drawn 1920 px wide. */
export const CURVE_SAMPLES_PER_DAY = 4;

/** f(0), f(¼), … f(T) to the hundredth of a won: the points a chart draws the curve through. */
export const curveSamples = (fit: FittedCurve) =>
  Array.from(
    { length: fit.last * CURVE_SAMPLES_PER_DAY + 1 },
    (_, i) => Math.round(valueAt(fit.cubic, i / CURVE_SAMPLES_PER_DAY) * 100) / 100,
  );

/** The window a lesson fits: the last FIT_WINDOW closes. */
export const fitWindow = (closes: DailyClose[]) => closes.slice(-FIT_WINDOW);
