import { mean, stdev, sum } from './distribution';
import {
  explained,
  redoable,
  roundRatio,
  texPercent,
  unavailable,
  type Explained,
  type MetricUnit,
  type Step,
} from './explained';

// Risk figures of a daily value series: returns net of deposits, volatility, drawdown, and the
// comparison with KOSPI. The risk-free rate is 0: the game's cash earns no interest.

export const TRADING_DAYS_PER_YEAR = 252;
/** Fewer daily returns than this are not annualised: √252 would blow a week's noise up. */
export const MIN_ANNUALISED_RETURNS = 20;

/**
 * Fewer than 20 daily returns: the steps up to the unannualised figure stay, then a last step
 * saying why there is no annual figure, so the figure is null and its note explains.
 */
function tooFewToAnnualise(
  unit: MetricUnit,
  formula: string,
  steps: Step[],
  n: number,
  note = `일간 수익률이 ${n}개뿐이라 연율로 환산하지 않았어요: ${MIN_ANNUALISED_RETURNS}개 이상 필요해요 (계산 보기의 값은 하루 기준)`,
) {
  return explained(
    unit,
    formula,
    [...steps, { expression: `n = ${n} < ${MIN_ANNUALISED_RETURNS}`, value: null }],
    note,
  );
}

export interface ValuePoint {
  date: string;
  totalValue: number;
  netDeposits: number;
}

/** rₜ = (Vₜ − Fₜ) ÷ Vₜ₋₁ − 1, Fₜ the deposits since the last close; null without a base. */
export function dailyReturns(points: ValuePoint[]): Array<number | null> {
  return points.slice(1).map((point, i) => {
    const previous = points[i]!;
    const flow = point.netDeposits - previous.netDeposits;
    return previous.totalValue > 0 ? (point.totalValue - flow) / previous.totalValue - 1 : null;
  });
}

/** Growth of 1 won invested at the start, chaining the daily returns (a missing day: flat). */
export function wealthIndex(returns: Array<number | null>): number[] {
  const index = [1];
  for (const r of returns) index.push(index.at(-1)! * (1 + (r ?? 0)));
  return index;
}

/** Each day's fall from the highest index so far (0 at a new high, −0.1 ten percent below). */
export function drawdowns(index: number[]): number[] {
  let peak = -Infinity;
  return index.map((w) => {
    peak = Math.max(peak, w);
    return peak > 0 ? roundRatio(w / peak - 1) : 0;
  });
}

const present = (xs: Array<number | null>) => xs.filter((x): x is number => x !== null);
const annualiser = `\\sqrt{${TRADING_DAYS_PER_YEAR}}`;

export function explainVolatility(returns: Array<number | null>): Explained {
  const formula = `\\sigma_{\\text{연}} = s \\times ${annualiser},\\quad s = \\sqrt{\\frac{1}{n-1}\\sum (r_t - \\bar{r})^2}`;
  const rs = present(returns);
  if (rs.length < 2)
    return unavailable('ratio', formula, '일간 수익률이 2개 이상 있어야 변동성을 잴 수 있어요');
  const s = stdev(rs, true);
  const [squares] = redoable(
    [{ value: sum(rs.map((r) => (r - mean(rs)) ** 2)), style: 'number', digits: 8 }],
    ([q]) => Math.sqrt(q! / (rs.length - 1)),
    roundRatio(s),
    'ratio',
  );
  const daily: Step[] = [
    {
      expression: `n = ${rs.length},\\ \\bar{r} = ${texPercent(mean(rs), 4)}`,
      value: roundRatio(mean(rs)),
    },
    {
      expression: `s = \\sqrt{\\frac{${squares}}{${rs.length - 1}}}`,
      value: roundRatio(s),
    },
  ];
  if (rs.length < MIN_ANNUALISED_RETURNS)
    return tooFewToAnnualise('ratio', formula, daily, rs.length);
  return explained('ratio', formula, [...daily, annualised([s], 'ratio')]);
}

/**
 * x × √252, or x ÷ y × √252 (without √252 for a daily figure), with x and y written precisely
 * enough to check the result.
 */
function annualised(parts: [number] | [number, number], unit: 'ratio' | 'number', yearly = true) {
  const scale = yearly ? Math.sqrt(TRADING_DAYS_PER_YEAR) : 1;
  const compute = (xs: number[]) => (xs.length === 1 ? xs[0]! : xs[0]! / xs[1]!) * scale;
  const value = roundRatio(compute(parts));
  const written = redoable(
    parts.map((x) => ({ value: x, style: 'percent' as const, digits: 4 })),
    compute,
    value,
    unit,
  );
  const base = written.length === 1 ? written[0]! : `\\frac{${written[0]}}{${written[1]}}`;
  return { expression: yearly ? `${base} \\times ${annualiser}` : base, value };
}

export function explainMaxDrawdown(dates: string[], index: number[]): Explained {
  const formula = '\\text{MDD} = \\min_t \\left( \\frac{W_t}{\\max_{s \\le t} W_s} - 1 \\right)';
  if (index.length < 2)
    return explained(
      'ratio',
      formula,
      [{ expression: '0', value: 0 }],
      '하루치 기록뿐이라 낙폭이 없어요',
    );
  let peak = 0;
  let worst = { peak: 0, trough: 0, drawdown: 0 };
  index.forEach((w, t) => {
    if (w > index[peak]!) peak = t;
    const drawdown = w / index[peak]! - 1;
    if (drawdown < worst.drawdown) worst = { peak, trough: t, drawdown };
  });
  if (worst.drawdown === 0)
    return explained(
      'ratio',
      formula,
      [{ expression: '0', value: 0 }],
      '기간 내내 고점 아래로 내려간 적이 없어요',
    );
  const [top, bottom] = redoable(
    [worst.trough, worst.peak].map((t) => ({ value: index[t]! * 100, style: 'number', digits: 2 })),
    ([low, high]) => low! / high! - 1,
    roundRatio(worst.drawdown),
    'ratio',
  );
  return explained('ratio', formula, [
    {
      // A date outside \\text{} would be typeset as a subtraction (2026 − 03 − 05).
      expression: `\\text{고점 ${dates[worst.peak]}}: W = ${bottom}`,
      value: index[worst.peak]! * 100,
      unit: 'number',
    },
    {
      expression: `\\text{저점 ${dates[worst.trough]}}: W = ${top}`,
      value: index[worst.trough]! * 100,
      unit: 'number',
    },
    { expression: `\\frac{${top}}{${bottom}} - 1`, value: roundRatio(worst.drawdown) },
  ]);
}

export function explainBenchmarkReturn(dates: string[], levels: number[]): Explained {
  const formula = 'R_m = \\frac{K_1}{K_0} - 1';
  if (levels.length < 2)
    return unavailable(
      'ratio',
      formula,
      '평가 시점의 KOSPI 지수가 기록된 날이 이틀 이상 있어야 비교할 수 있어요 (지수가 없는 날을 다른 날의 지수와 짝짓지 않아요)',
    );
  const [first, last] = [levels[0]!, levels.at(-1)!];
  const value = roundRatio(last / first - 1);
  const [k1, k0] = redoable(
    [last, first].map((level) => ({ value: level, style: 'number', digits: 2 })),
    ([end, start]) => end! / start! - 1,
    value,
    'ratio',
  );
  return explained('ratio', formula, [
    { expression: `\\frac{${k1}\\ (${dates.at(-1)})}{${k0}\\ (${dates[0]})} - 1`, value },
  ]);
}

/** Pairs of days where both the portfolio and KOSPI have a return. */
function paired(returns: Array<number | null>, market: Array<number | null>) {
  const pairs = returns.flatMap((r, i) =>
    r !== null && market[i] != null ? [[r, market[i]!]] : [],
  );
  return { rs: pairs.map((p) => p[0]!), ms: pairs.map((p) => p[1]!) };
}

function covariance(xs: number[], ys: number[]) {
  const [mx, my] = [mean(xs), mean(ys)];
  return sum(xs.map((x, i) => (x - mx) * (ys[i]! - my))) / (xs.length - 1);
}

export function explainBeta(
  returns: Array<number | null>,
  market: Array<number | null>,
): Explained {
  const formula = '\\beta = \\frac{\\mathrm{Cov}(r, r_m)}{\\mathrm{Var}(r_m)}';
  const { rs, ms } = paired(returns, market);
  const variance = ms.length >= 2 ? covariance(ms, ms) : 0;
  if (variance <= 0)
    return unavailable('number', formula, '함께 비교할 KOSPI 일간 수익률이 부족해요');
  const cov = covariance(rs, ms);
  const value = roundRatio(cov / variance);
  const [top, bottom] = redoable(
    [
      { value: cov, style: 'number', digits: 8 },
      { value: variance, style: 'number', digits: 8 },
    ],
    ([c, v]) => c! / v!,
    value,
    'number',
  );
  return explained('number', formula, [{ expression: `\\frac{${top}}{${bottom}}`, value }]);
}

export function explainCorrelation(
  returns: Array<number | null>,
  market: Array<number | null>,
): Explained {
  const formula = '\\rho = \\frac{\\mathrm{Cov}(r, r_m)}{s_r\\, s_m}';
  const { rs, ms } = paired(returns, market);
  if (rs.length < 2)
    return unavailable('number', formula, '함께 비교할 KOSPI 일간 수익률이 부족해요');
  const [sr, sm] = [stdev(rs, true), stdev(ms, true)];
  if (sr === 0 || sm === 0)
    return unavailable('number', formula, '수익률이 변하지 않아 상관계수를 정의할 수 없어요');
  const cov = covariance(rs, ms);
  const value = roundRatio(cov / (sr * sm));
  const [c, a, b] = redoable(
    [
      { value: cov, style: 'number', digits: 8 },
      { value: sr, style: 'number', digits: 6 },
      { value: sm, style: 'number', digits: 6 },
    ],
    ([cv, s1, s2]) => cv! / (s1! * s2!),
    value,
    'number',
  );
  return explained('number', formula, [{ expression: `\\frac{${c}}{${a} \\times ${b}}`, value }]);
}

/** Sharpe ratio of daily returns, annualised; the risk-free rate is 0 (cash earns nothing here). */
export function explainSharpe(returns: Array<number | null>): Explained {
  const formula = `S = \\frac{\\bar{r} - r_f}{s} \\times ${annualiser},\\quad r_f = 0`;
  const rs = present(returns);
  const s = rs.length >= 2 ? stdev(rs, true) : 0;
  if (s === 0)
    return unavailable(
      'number',
      formula,
      '일간 수익률이 2개 이상이고 변해야 샤프 지수를 잴 수 있어요',
    );
  if (rs.length < MIN_ANNUALISED_RETURNS)
    return tooFewToAnnualise(
      'number',
      formula,
      [annualised([mean(rs), s], 'number', false)],
      rs.length,
    );
  return explained('number', formula, [annualised([mean(rs), s], 'number')]);
}

/**
 * Jensen's alpha over the compared days: the time-weighted return beyond what the market
 * exposure (β) explains. Like the annualised figures it needs 20 daily pairs: β from a week of
 * days is noise, and so would be a ranking by it.
 */
export function explainAlpha(
  portfolioReturn: number | null,
  beta: number | null,
  marketReturn: number | null,
  pairs: number,
): Explained {
  const formula = '\\alpha = R_p - [\\, r_f + \\beta (R_m - r_f) \\,],\\quad r_f = 0';
  if (portfolioReturn === null || beta === null || marketReturn === null)
    return unavailable(
      'ratio',
      formula,
      '투자 실력 수익률, 베타, KOSPI 수익률이 모두 있어야 알파를 잴 수 있어요',
    );
  const value = roundRatio(portfolioReturn - beta * marketReturn);
  const [p, b, m] = redoable(
    [
      { value: portfolioReturn, style: 'percent', digits: 2 },
      { value: beta, style: 'number', digits: 4 },
      { value: marketReturn, style: 'percent', digits: 2 },
    ],
    ([rp, beta, rm]) => rp! - beta! * rm!,
    value,
    'ratio',
  );
  const step = { expression: `${p} - ${b} \\times ${m}`, value };
  if (pairs < MIN_ANNUALISED_RETURNS)
    return tooFewToAnnualise(
      'ratio',
      formula,
      [step],
      pairs,
      `KOSPI와 짝지은 일간 수익률이 ${pairs}개뿐이라 알파를 매기지 않았어요: 베타를 믿으려면 ${MIN_ANNUALISED_RETURNS}개 이상 필요해요 (계산 보기의 값은 참고용)`,
    );
  return explained('ratio', formula, [step]);
}

/** "시장을 이겼나?": the period return minus KOSPI's over the same days. */
export function explainExcessReturn(
  periodReturn: number | null,
  marketReturn: number | null,
): Explained {
  const formula = 'R_p - R_m';
  if (periodReturn === null || marketReturn === null)
    return unavailable('ratio', formula, 'KOSPI와 비교할 수익률이 없어요');
  const excess = roundRatio(periodReturn - marketReturn);
  const [p, m] = redoable(
    [
      { value: periodReturn, style: 'percent', digits: 2 },
      { value: marketReturn, style: 'percent', digits: 2 },
    ],
    ([rp, rm]) => rp! - rm!,
    excess,
    'ratio',
  );
  const verdict = excess > 0 ? '시장을 이겼어요' : excess < 0 ? '시장에 졌어요' : '시장과 같아요';
  return explained('ratio', formula, [{ expression: `${p} - ${m}`, value: excess }], verdict);
}
