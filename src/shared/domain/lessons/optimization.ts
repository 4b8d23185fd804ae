import { mean, sum } from '../maths/distribution';
import {
  explained,
  redoable,
  roundRatio,
  texNumber,
  unavailable,
  type Explained,
  type Step,
} from '../maths/explained';
import { MIN_ANNUALISED_RETURNS, TRADING_DAYS_PER_YEAR } from '../maths/risk';

// [12경수04-04] 최적화: the mix of two stocks with the least variance. With w in the first stock,
// σ²(w) = w²σ₁² + (1−w)²σ₂² + 2w(1−w)σ₁₂ is a parabola opening upwards (its second derivative
// 2(σ₁² + σ₂² − 2σ₁₂) = 2·Var(r₁ − r₂) ≥ 0), so σ²′(w) = 0 gives its minimum.
// Returns are daily close-to-close returns in percent (r = 1.23 means +1.23 %), so variances are
// in %² and read as numbers a student can copy; w* does not depend on that unit.

/** One run of consecutive real trading days (the embedded data has gaps never bridged). */
export type CloseSegments = Array<Array<{ date: string; close: number }>>;

/** The most recent common days used: about three months of trading. */
export const RETURN_WINDOW = 60;
export const MIN_COMMON_RETURNS = MIN_ANNUALISED_RETURNS;

/** Each day's return in percent from the previous close of the same segment, by date. */
export function percentReturns(segments: CloseSegments): Map<string, number> {
  const out = new Map<string, number>();
  for (const segment of segments)
    segment.slice(1).forEach((bar, i) => {
      const previous = segment[i]!.close;
      if (previous > 0) out.set(bar.date, (bar.close / previous - 1) * 100);
    });
  return out;
}

export interface CommonReturns {
  dates: string[];
  a: number[];
  b: number[];
}

/** The days both stocks have a return, the latest `window` of them, oldest first. */
export function commonReturns(
  a: CloseSegments,
  b: CloseSegments,
  window = RETURN_WINDOW,
): CommonReturns {
  const [ra, rb] = [percentReturns(a), percentReturns(b)];
  const dates = [...ra.keys()]
    .filter((d) => rb.has(d))
    .sort()
    .slice(-window);
  return { dates, a: dates.map((d) => ra.get(d)!), b: dates.map((d) => rb.get(d)!) };
}

/** Sample covariance (n − 1); with xs = ys the sample variance. */
export function sampleCovariance(xs: number[], ys: number[]): number {
  const [mx, my] = [mean(xs), mean(ys)];
  return sum(xs.map((x, i) => (x - mx) * (ys[i]! - my))) / (xs.length - 1);
}

export interface Moments {
  /** σ₁², σ₂², σ₁₂ of the daily percent returns. */
  varA: number;
  varB: number;
  cov: number;
}

/** σ²(w) for w in the first stock. */
export const portfolioVariance = (m: Moments, w: number) =>
  w * w * m.varA + (1 - w) * (1 - w) * m.varB + 2 * w * (1 - w) * m.cov;

/**
 * σ²′(w) = 2wσ₁² − 2(1−w)σ₂² + 2(1−2w)σ₁₂ = 0 ⇒ w* = (σ₂² − σ₁₂) ÷ (σ₁² + σ₂² − 2σ₁₂); null
 * when the denominator (the variance of r₁ − r₂) is 0: every mix then has the same variance.
 */
export function minVarianceWeight(m: Moments): number | null {
  const denominator = m.varA + m.varB - 2 * m.cov;
  return denominator > 0 ? (m.varB - m.cov) / denominator : null;
}

/** The class has no 공매도 and no borrowing: a weight stays in [0, 1]. */
export const clip = (w: number) => Math.min(1, Math.max(0, w));

/** Daily σ in percent to a yearly σ as a ratio: s × √252 ÷ 100. */
export const yearlySigma = (dailyVariance: number) =>
  roundRatio((Math.sqrt(dailyVariance) * Math.sqrt(TRADING_DAYS_PER_YEAR)) / 100);

const FORMULA =
  '\\begin{gathered} \\sigma^2(w) = w^2\\sigma_1^2 + (1-w)^2\\sigma_2^2 + 2w(1-w)\\sigma_{12} \\\\ ' +
  '\\sigma^{2\\prime}(w) = 0 \\Rightarrow w^{*} = \\dfrac{\\sigma_2^2 - \\sigma_{12}}{\\sigma_1^2 + \\sigma_2^2 - 2\\sigma_{12}} \\end{gathered}';

const SIGMA_FORMULA =
  '\\sigma_{\\text{연}}(w) = \\sqrt{w^2\\sigma_1^2 + (1-w)^2\\sigma_2^2 + 2w(1-w)\\sigma_{12}} \\times \\sqrt{252}';

const SAME_MOVES =
  '두 종목의 일간 수익률 차이가 날마다 같아서 어떤 비중으로 섞어도 분산이 같아요. 최소분산 비중이 하나로 정해지지 않아요.';

// Daily returns in percent: variances and the covariance are in %².
const PERCENT_SQUARED = '\\ (\\%^2)';

const momentSteps = (m: Moments, n: number): Step[] => [
  {
    expression: `n = ${n}\\ \\text{일},\\ \\sigma_1^2 = ${texNumber(m.varA, 4)}${PERCENT_SQUARED}`,
    value: m.varA,
  },
  { expression: `\\sigma_2^2 = ${texNumber(m.varB, 4)}${PERCENT_SQUARED}`, value: m.varB },
  { expression: `\\sigma_{12} = ${texNumber(m.cov, 4)}${PERCENT_SQUARED}`, value: m.cov },
];

/** w* with the moments, the solved derivative and, when it falls outside [0, 1], the clip. */
export function explainMinVarianceWeight(m: Moments, n: number, names: [string, string]) {
  const raw = minVarianceWeight(m);
  if (raw === null) return unavailable('ratio', FORMULA, SAME_MOVES);
  const value = roundRatio(raw);
  const [b, c, a] = redoable(
    [m.varB, m.cov, m.varA].map((x) => ({ value: x, style: 'number' as const, digits: 4 })),
    ([vb, cv, va]) => (vb! - cv!) / (va! + vb! - 2 * cv!),
    value,
    'ratio',
  );
  const steps: Step[] = [
    ...momentSteps(m, n),
    {
      expression: `w^{*} = \\dfrac{${b} - ${c}}{${a} + ${b} - 2 \\times ${c}}`,
      value,
    },
  ];
  const clipped = roundRatio(clip(raw));
  if (clipped === value) return explained('ratio', FORMULA, steps);
  const side = raw < 0 ? `w^{*} < 0 \\Rightarrow w^{*} = 0` : `w^{*} > 1 \\Rightarrow w^{*} = 1`;
  const all = raw < 0 ? names[1] : names[0];
  return explained(
    'ratio',
    FORMULA,
    [...steps, { expression: side, value: clipped }],
    `식의 해가 0과 1 사이를 벗어났어요. 우리 반에서는 공매도(주식을 빌려 파는 것)를 할 수 없어 비중은 0 %에서 100 % 사이여야 하므로, 구간 [0, 1]에서 σ²(w)가 가장 작은 끝점, 곧 ${all}만 갖는 것이 최소분산이에요.`,
  );
}

/** σ(w) per year at one weight, as the curve shows it. */
export function explainSigmaAt(m: Moments, w: number): Explained {
  const variance = portfolioVariance(m, w);
  const value = yearlySigma(variance);
  const [ww, va, vb, cv] = redoable(
    [w, m.varA, m.varB, m.cov].map((x) => ({ value: x, style: 'number' as const, digits: 4 })),
    ([x, a, b, c]) =>
      (Math.sqrt(x! * x! * a! + (1 - x!) ** 2 * b! + 2 * x! * (1 - x!) * c!) *
        Math.sqrt(TRADING_DAYS_PER_YEAR)) /
      100,
    value,
    'ratio',
  );
  return explained('ratio', SIGMA_FORMULA, [
    {
      expression: `\\sigma^2(${ww}) = ${ww}^2 \\times ${va} + (1-${ww})^2 \\times ${vb} + 2 \\times ${ww}(1-${ww}) \\times ${cv}`,
      value: roundRatio(variance),
      unit: 'number',
    },
    {
      expression: `\\sqrt{${texNumber(variance, 4)}}\\,\\% \\times \\sqrt{252}`,
      value,
    },
  ]);
}

/** ρ = σ₁₂ ÷ (σ₁σ₂): below 1, mixing lowers the risk. */
export function explainCorrelation(m: Moments): Explained {
  const formula = '\\rho = \\dfrac{\\sigma_{12}}{\\sigma_1 \\sigma_2}';
  if (m.varA <= 0 || m.varB <= 0)
    return unavailable(
      'number',
      formula,
      '가격이 한 번도 움직이지 않은 종목이 있어 상관계수가 없어요.',
    );
  const value = roundRatio(m.cov / Math.sqrt(m.varA * m.varB));
  const [c, a, b] = redoable(
    [m.cov, m.varA, m.varB].map((x) => ({ value: x, style: 'number' as const, digits: 4 })),
    ([cv, va, vb]) => cv! / Math.sqrt(va! * vb!),
    value,
    'number',
  );
  return explained('number', formula, [
    { expression: `\\dfrac{${c}}{\\sqrt{${a}} \\times \\sqrt{${b}}}`, value },
  ]);
}

export interface CurvePoint {
  weight: number;
  /** Yearly σ as a ratio. */
  sigma: number;
}

/** σ(w) per year at w = 0, 0.05, …, 1: the curve drawn. */
export const sigmaCurve = (m: Moments, points = 20): CurvePoint[] =>
  Array.from({ length: points + 1 }, (_, i) => {
    const weight = i / points;
    return { weight, sigma: yearlySigma(portfolioVariance(m, weight)) };
  });

export interface OptimizationFigures {
  moments: Moments;
  weight: Explained;
  sigmaA: Explained;
  sigmaB: Explained;
  correlation: Explained;
  sigmaAtOptimum: Explained | null;
  sigmaAtActual: Explained | null;
  curve: CurvePoint[];
}

export const momentsOf = (r: CommonReturns): Moments => ({
  varA: sampleCovariance(r.a, r.a),
  varB: sampleCovariance(r.b, r.b),
  cov: sampleCovariance(r.a, r.b),
});

/** Every figure of the lesson; `actual` is the student's weight in the first stock by value. */
export function optimizationFigures(
  r: CommonReturns,
  names: [string, string],
  actual: number | null,
): OptimizationFigures {
  const moments = momentsOf(r);
  const weight = explainMinVarianceWeight(moments, r.dates.length, names);
  return {
    moments,
    weight,
    sigmaA: explainSigmaAt(moments, 1),
    sigmaB: explainSigmaAt(moments, 0),
    correlation: explainCorrelation(moments),
    sigmaAtOptimum: weight.value === null ? null : explainSigmaAt(moments, weight.value),
    sigmaAtActual: actual === null ? null : explainSigmaAt(moments, actual),
    curve: sigmaCurve(moments),
  };
}
