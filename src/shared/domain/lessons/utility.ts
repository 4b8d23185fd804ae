import { explained, texNumber, texWon, type Explained } from '../maths/explained';
import { dailyReturns, type ValuePoint } from '../maths/risk';

// 12경수02-03 효용: a wealth's utility U(W) — concave √W and ln W (risk-averse), linear W (neutral),
// convex W² (risk-loving) — over the next day's wealth W₀(1 + rᵢ), one outcome per real daily
// return rᵢ of the student's portfolio (or KOSPI's), each as likely. The expected utility E[U]
// and the certainty equivalent CE = U⁻¹(E[U]) say what sure amount the risk is worth; cash is
// worth W₀. And the mean-variance utility U = E[R] − (A/2)σ² with the student's A.

export const UTILITY_KINDS = ['sqrt', 'log', 'linear', 'square'] as const;
export type UtilityKind = (typeof UTILITY_KINDS)[number];

interface Utility {
  u: (w: number) => number;
  inverse: (u: number) => number;
  tex: string;
  /** U⁻¹ written for the last step. */
  inverseTex: (u: string) => string;
}

export const UTILITIES: Record<UtilityKind, Utility> = {
  sqrt: { u: Math.sqrt, inverse: (u) => u * u, tex: '\\sqrt{W}', inverseTex: (u) => `(${u})^2` },
  log: { u: Math.log, inverse: Math.exp, tex: '\\ln W', inverseTex: (u) => `e^{${u}}` },
  linear: { u: (w) => w, inverse: (u) => u, tex: 'W', inverseTex: (u) => u },
  square: { u: (w) => w * w, inverse: Math.sqrt, tex: 'W^2', inverseTex: (u) => `\\sqrt{${u}}` },
};

/** Fewer daily returns than this give no distribution worth the name. */
export const MIN_UTILITY_RETURNS = 5;
export const thinReturnsMessage = (count: number) =>
  `하루 수익률이 ${count}개뿐이에요. 효용을 계산하려면 적어도 ${MIN_UTILITY_RETURNS}거래일의 수익률이 필요해요. 며칠 더 투자한 뒤에 다시 열어 보세요.`;

/** The next day's wealth for each real daily return, to the won. */
export const outcomes = (wealth: number, returns: number[]) =>
  returns.map((r) => Math.round(wealth * (1 + r)));

/** E[U] = (1/n) Σ U(Wᵢ). */
export function expectedUtility(kind: UtilityKind, wealths: number[]): number {
  const { u } = UTILITIES[kind];
  return wealths.reduce((sum, w) => sum + u(w), 0) / wealths.length;
}

/** CE = U⁻¹(E[U]), to the won: the sure wealth the uncertain one is worth. */
export function explainCertaintyEquivalent(kind: UtilityKind, wealths: number[]): Explained {
  const utility = UTILITIES[kind];
  const mean = expectedUtility(kind, wealths);
  const shown = wealths.slice(0, 3).map((w) => `U(${texWon(w)})`);
  const sum = wealths.length > 3 ? `${shown.join(' + ')} + \\cdots` : shown.join(' + ');
  const digits = kind === 'square' ? 0 : 4;
  return explained('won', `U(W) = ${utility.tex},\\; CE = U^{-1}\\!\\left(E[U]\\right)`, [
    {
      expression: `E[U] = \\frac{1}{${wealths.length}}(${sum})`,
      value: Math.round(mean * 10_000) / 10_000,
    },
    {
      expression: `CE = ${utility.inverseTex(texNumber(mean, digits))}`,
      value: Math.round(utility.inverse(mean)),
    },
  ]);
}

export interface MeanVariance {
  mean: number;
  variance: number;
}

/** E[R] and σ² of the daily returns (σ² over n: the outcomes are the whole distribution). */
export function meanVariance(returns: number[]): MeanVariance {
  const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
  const variance = returns.reduce((s, r) => s + (r - mean) ** 2, 0) / returns.length;
  return { mean, variance };
}

/** U = E[R] − (A/2)σ², the score a mean-variance investor with risk aversion A gives a choice. */
export const meanVarianceUtility = ({ mean, variance }: MeanVariance, aversion: number) =>
  mean - (aversion / 2) * variance;

export function explainMeanVarianceUtility(choice: MeanVariance, aversion: number): Explained {
  return explained('ratio', 'U = E[R] - \\frac{A}{2}\\sigma^2', [
    {
      expression: `${texNumber(choice.mean, 6)} - \\frac{${texNumber(aversion, 2)}}{2} \\times ${texNumber(choice.variance, 8)}`,
      value: Math.round(meanVarianceUtility(choice, aversion) * 1e8) / 1e8,
    },
  ]);
}

/** The choice a mean-variance investor with this A prefers (ties: the first, cash before risk). */
export function preferred<K extends string>(
  choices: Array<{ key: K } & MeanVariance>,
  aversion: number,
): K {
  return choices.reduce((best, c) =>
    meanVarianceUtility(c, aversion) > meanVarianceUtility(best, aversion) ? c : best,
  ).key;
}

/** The returns and W₀ the lesson and its 과제 read: the finished days' closes. */
export function wealthDistribution(closes: ValuePoint[]) {
  return {
    wealth: closes.at(-1)?.totalValue ?? 0,
    returns: dailyReturns(closes).filter((r): r is number => r !== null),
  };
}

/** The 계산 과제: the portfolio's certainty equivalent under U(W) = √W. */
export function certaintyEquivalentQuestion(closes: ValuePoint[]): {
  question: string;
  explanation: Explained | null;
} {
  const { wealth, returns } = wealthDistribution(closes);
  if (returns.length < MIN_UTILITY_RETURNS || wealth <= 0)
    return { question: thinReturnsMessage(returns.length), explanation: null };
  return {
    question: `${closes.at(-1)!.date} 종가의 자산 W₀ = ${wealth.toLocaleString('ko-KR')}원과 실제 하루 수익률 ${returns.length}개로 내일 자산 W₀(1 + rᵢ)(원 미만 반올림)를 구하고, U(W) = √W일 때 확실성 등가 CE = (E[√W])²(원)를 계산해 보세요.`,
    explanation: explainCertaintyEquivalent('sqrt', outcomes(wealth, returns)),
  };
}
