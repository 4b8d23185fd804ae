import { explained, roundRatio, texNumber, type Explained } from '../maths/explained';
import { texCoefficient, texCubic, texDerivative, toCents } from './curve-tex';
import { slopeAt, valueAt, type Cubic, type DailyClose, type FittedCurve } from './price-curve';

// 12경수04-02 그래프의 개형: the fitted cubic's derivative, its roots, the sign chart (증감표), the
// intervals where the curve rises or falls and its 극대·극소, each labelled with a real KRX day.

export type Sign = '+' | '-' | '0';

/** A column of the 증감표: an end of the window, a critical point, or the interval between. */
export type SignColumn =
  | { kind: 'end' | 'critical'; t: number; date: string; value: number; shape: Shape }
  | { kind: 'interval'; sign: Sign; shape: Shape };
export type Shape = '↗' | '↘' | '→' | '극대' | '극소' | '';

export interface Extremum {
  kind: '극대' | '극소';
  t: number;
  /** The close nearest the turning point (t is a fraction of a trading day). */
  date: string;
  /** f(t) = the curve's height there, in won. */
  value: Explained;
  /** t from the quadratic formula on f′(t) = 0. */
  root: Explained;
}

/** Where f′(t) = 3a t² + 2b t + c is zero strictly inside (0, T), in order. */
export function criticalPoints(cubic: Cubic, last: number): number[] {
  const [A, B, C] = [3 * cubic.a, 2 * cubic.b, cubic.c];
  let roots: number[];
  if (A === 0) roots = B === 0 ? [] : [-C / B];
  else {
    const disc = B * B - 4 * A * C;
    if (disc < 0) roots = [];
    else if (disc === 0) roots = [-B / (2 * A)];
    else roots = [(-B - Math.sqrt(disc)) / (2 * A), (-B + Math.sqrt(disc)) / (2 * A)];
  }
  return roots.filter((t) => t > 0 && t < last).sort((x, y) => x - y);
}

const signOf = (x: number): Sign => (x > 0 ? '+' : x < 0 ? '-' : '0');
const trendOf = (sign: Sign): Shape => (sign === '+' ? '↗' : sign === '-' ? '↘' : '→');

/** The real day nearest a (fractional) trading-day number. */
export const dateAt = (closes: DailyClose[], t: number) =>
  closes[Math.min(closes.length - 1, Math.max(0, Math.round(t)))]!.date;

/** The 증감표 from t = 0 to T: each interval's sign of f′ (at its middle) and what f does. */
export function signChart(fit: FittedCurve, closes: DailyClose[]): SignColumn[] {
  const points = [0, ...criticalPoints(fit.cubic, fit.last), fit.last];
  const signs = points.slice(1).map((t, i) => signOf(slopeAt(fit.cubic, (points[i]! + t) / 2)));
  return points.flatMap((t, i): SignColumn[] => {
    const before = signs[i - 1];
    const after = signs[i];
    const end = i === 0 || i === points.length - 1;
    const turn: Shape =
      before === '+' && after === '-' ? '극대' : before === '-' && after === '+' ? '극소' : '';
    const point: SignColumn = {
      kind: end ? 'end' : 'critical',
      t,
      date: dateAt(closes, t),
      value: toCents(valueAt(fit.cubic, t)),
      shape: end ? '' : turn,
    };
    return after === undefined
      ? [point]
      : [point, { kind: 'interval', sign: after, shape: trendOf(after) }];
  });
}

/** The root of f′ by the quadratic formula, with the student's coefficients. */
function explainRoot(cubic: Cubic, t: number): Explained {
  const [A, B, C] = [3 * cubic.a, 2 * cubic.b, cubic.c];
  const disc = B * B - 4 * A * C;
  const sign = t === (-B - Math.sqrt(disc)) / (2 * A) ? '-' : '+';
  return explained(
    'number',
    "\\begin{aligned} & f'(t) = 3at^2 + 2bt + c = 0 \\\\ & t = \\frac{-2b \\pm \\sqrt{(2b)^2 - 4 \\cdot 3a \\cdot c}}{2 \\cdot 3a} \\end{aligned}",
    [
      {
        expression: `\\frac{-${texCoefficient(B)} ${sign} \\sqrt{${texCoefficient(B)}^2 - 4 \\times ${texCoefficient(A)} \\times ${texCoefficient(C)}}}{2 \\times ${texCoefficient(A)}}`,
        value: Math.round(t * 100) / 100,
      },
    ],
  );
}

/** f at the turning point as the student redoes it: at t to the hundredth, as the root is shown. */
function explainHeight(cubic: Cubic, exact: number): Explained {
  const t = Math.round(exact * 100) / 100;
  const at = texNumber(t, 2);
  return explained('won', 'f(t) = at^3 + bt^2 + ct + d', [
    {
      expression: `${texCoefficient(cubic.a)} \\times ${at}^3 + ${texCoefficient(cubic.b)} \\times ${at}^2 + ${texCoefficient(cubic.c)} \\times ${at} + ${texCoefficient(cubic.d)}`,
      value: toCents(valueAt(cubic, t)),
    },
  ]);
}

/** The 극대·극소 inside the window: the critical points where f′ changes sign. */
export function extremaOf(fit: FittedCurve, closes: DailyClose[]): Extremum[] {
  return signChart(fit, closes).flatMap((column) =>
    column.kind === 'critical' && (column.shape === '극대' || column.shape === '극소')
      ? [
          {
            kind: column.shape,
            t: column.t,
            date: column.date,
            value: explainHeight(fit.cubic, column.t),
            root: explainRoot(fit.cubic, column.t),
          },
        ]
      : [],
  );
}

/** f′(T): the curve's instantaneous rate of change on the last close's day, in won per day. */
export function explainSlopeAtLast(fit: FittedCurve): Explained {
  const { cubic, last } = fit;
  return explained(
    'won',
    `\\begin{aligned} f'(t) &= 3at^2 + 2bt + c \\\\ &= ${texDerivative(cubic)} \\end{aligned}`,
    [
      {
        expression: `f'(${last}) = 3 \\times ${texCoefficient(cubic.a)} \\times ${last}^2 + 2 \\times ${texCoefficient(cubic.b)} \\times ${last} + ${texCoefficient(cubic.c)}`,
        value: toCents(slopeAt(cubic, last)),
      },
    ],
  );
}

/** How well the curve follows the closes: R² with its sums, and the typical miss in won. */
export function explainFit(fit: FittedCurve): Explained {
  if (fit.rSquared === null)
    return explained(
      'ratio',
      'R^2 = 1 - \\frac{\\sum (P_t - f(t))^2}{\\sum (P_t - \\bar{P})^2}',
      [{ expression: '\\sum (P_t - \\bar{P})^2 = 0', value: null }],
      '모든 종가가 같아서 곡선이 설명할 변화가 없어요.',
    );
  return explained(
    'ratio',
    'R^2 = 1 - \\frac{\\sum (P_t - f(t))^2}{\\sum (P_t - \\bar{P})^2}',
    [
      {
        expression: `1 - \\frac{${texNumber(fit.residualSquares, 0)}}{${texNumber(fit.totalSquares, 0)}}`,
        value: roundRatio(fit.rSquared),
      },
    ],
    '종가가 평균에서 흩어진 정도 중 곡선이 설명하는 몫이에요. 나머지는 곡선이 따라가지 못한 하루하루의 움직임이에요.',
  );
}

export const curveTex = (cubic: Cubic) => `f(t) = ${texCubic(cubic)}`;
export const derivativeTex = (cubic: Cubic) => `f'(t) = ${texDerivative(cubic)}`;
