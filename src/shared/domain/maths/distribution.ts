import {
  explained,
  redoable,
  roundRatio,
  texNumber,
  texPercent,
  texSum,
  unavailable,
  type Explained,
  type MetricUnit,
} from './explained';

// Descriptive statistics of a list of values (the class's returns, a student's daily returns),
// each with its formula. Ratios are written as percentages in the steps.

const writer = (unit: MetricUnit) => (x: number) =>
  unit === 'ratio' ? texPercent(x) : texNumber(x, 2);
/** A value as an operand of a step, in the same style and starting precision as `writer`. */
const operand = (unit: MetricUnit) => (value: number) => ({
  value,
  style: unit === 'ratio' ? ('percent' as const) : ('number' as const),
  digits: 2,
});
const rounder = (unit: MetricUnit) => (unit === 'ratio' ? roundRatio : (x: number) => x);

export const sum = (xs: number[]) => xs.reduce((total, x) => total + x, 0);
export const mean = (xs: number[]) => sum(xs) / xs.length;

export function explainMean(xs: number[], unit: MetricUnit = 'ratio'): Explained {
  const formula = '\\bar{x} = \\frac{1}{n}\\sum_{i=1}^{n} x_i';
  if (xs.length === 0) return unavailable(unit, formula, '값이 하나도 없어요');
  const value = rounder(unit)(mean(xs));
  const written = redoable(xs.map(operand(unit)), mean, value, unit);
  return explained(unit, formula, [
    { expression: `\\frac{${texSum(written)}}{${xs.length}}`, value },
  ]);
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** Linear interpolation between order statistics at (n − 1)·p (Excel QUARTILE.INC). */
export function quantile(xs: number[], p: number): number {
  const s = sorted(xs);
  const position = (s.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(below + 1, s.length - 1);
  return s[below]! + (s[above]! - s[below]!) * (position - below);
}

export function explainQuantile(xs: number[], p: number, unit: MetricUnit = 'ratio'): Explained {
  const label = p === 0.5 ? '\\text{중앙값}' : `Q_{${p * 4}}`;
  const formula = `${label} = x_{(k)} + (x_{(k+1)} - x_{(k)})\\,(h - k),\\quad h = (n-1) \\times ${p},\\ k = \\lfloor h \\rfloor`;
  if (xs.length === 0) return unavailable(unit, formula, '값이 하나도 없어요');
  const s = sorted(xs);
  const h = (s.length - 1) * p;
  const k = Math.floor(h);
  const next = Math.min(k + 1, s.length - 1);
  const value = rounder(unit)(quantile(xs, p));
  const [low, high, fraction] = redoable(
    [...[s[k]!, s[next]!].map(operand(unit)), { value: h - k, style: 'number', digits: 2 }],
    ([a, b, f]) => a! + (b! - a!) * f!,
    value,
    unit,
  );
  return explained(unit, formula, [
    { expression: `h = (${s.length} - 1) \\times ${p}`, value: h, unit: 'number' },
    { expression: `${low} + (${high} - ${low}) \\times ${fraction}`, value },
  ]);
}

/**
 * Standard deviation. `sample` divides by n − 1 (a student's daily returns are a sample of
 * their luck); the class's returns are the whole class, divided by n.
 */
export function stdev(xs: number[], sample: boolean): number {
  const m = mean(xs);
  const squares = sum(xs.map((x) => (x - m) ** 2));
  return Math.sqrt(squares / (sample ? xs.length - 1 : xs.length));
}

export function explainStdev(xs: number[], sample: boolean, unit: MetricUnit = 'ratio'): Explained {
  const divisor = sample ? 'n-1' : 'n';
  const symbol = sample ? 's' : '\\sigma';
  const formula = `${symbol} = \\sqrt{\\frac{1}{${divisor}}\\sum_{i=1}^{n} (x_i - \\bar{x})^2}`;
  if (xs.length < (sample ? 2 : 1))
    return unavailable(
      unit,
      formula,
      sample ? '값이 2개 이상 있어야 표준편차를 잴 수 있어요' : '값이 하나도 없어요',
    );
  const m = mean(xs);
  const squares = sum(xs.map((x) => (x - m) ** 2));
  const n = sample ? xs.length - 1 : xs.length;
  const value = rounder(unit)(stdev(xs, sample));
  // The sum is written once, as precisely as the root needs, so both steps show the same number.
  const [written] = redoable(
    [{ value: squares, style: 'number', digits: 8 }],
    ([q]) => Math.sqrt(q! / n),
    value,
    unit,
  );
  return explained(unit, formula, [
    { expression: `\\bar{x} = ${writer(unit)(m)}`, value: rounder(unit)(m) },
    { expression: `\\sum (x_i - \\bar{x})^2 = ${written}`, value: squares, unit: 'number' },
    { expression: `\\sqrt{\\frac{${written}}{${n}}}`, value },
  ]);
}

export interface HistogramBin {
  /** Inclusive lower edge. */
  from: number;
  /** Exclusive upper edge (the last bin includes it). */
  to: number;
  count: number;
}

/**
 * Equal-width bins from the lowest to the highest value, √n of them (at least 1, at most 10):
 * few students, few bars. Every value lands in exactly one bin.
 */
export function histogram(xs: number[]): HistogramBin[] {
  if (xs.length === 0) return [];
  const low = Math.min(...xs);
  const high = Math.max(...xs);
  const count = high > low ? Math.min(10, Math.max(1, Math.round(Math.sqrt(xs.length)))) : 1;
  const width = high > low ? (high - low) / count : 1;
  const bins = Array.from({ length: count }, (_, i) => ({
    from: roundRatio(low + i * width),
    to: roundRatio(i === count - 1 ? high : low + (i + 1) * width),
    count: 0,
  }));
  for (const x of xs) bins[Math.min(count - 1, Math.floor((x - low) / width))]!.count += 1;
  return bins;
}

export interface ExplainedHistogram extends Explained {
  bins: HistogramBin[];
}

export function explainHistogram(xs: number[], unit: MetricUnit = 'ratio'): ExplainedHistogram {
  const bins = histogram(xs);
  const write = writer(unit);
  const formula =
    '\\text{도수}_j = \\#\\{\\, i : a_j \\le x_i < b_j \\,\\},\\quad \\text{구간 수} = \\min(10,\\ \\max(1,\\ \\mathrm{round}(\\sqrt{n})))\\ (\\text{값이 모두 같으면 } 1)';
  const steps = bins.map((bin, j) => ({
    expression: `[${write(bin.from)},\\ ${write(bin.to)}${j === bins.length - 1 ? ']' : ')'}`,
    value: bin.count,
  }));
  return {
    ...explained('count', formula, [
      ...steps,
      { expression: `n = ${texSum(bins.map((b) => String(b.count)))}`, value: xs.length },
    ]),
    bins,
  };
}
