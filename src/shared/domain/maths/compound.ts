import {
  explained,
  roundRatio,
  texNumber,
  texPercent,
  texWon,
  unavailable,
  type Explained,
} from './explained';
import { MIN_ANNUALISED_RETURNS, TRADING_DAYS_PER_YEAR } from './risk';

// 단리·복리·현재가치 ([12경수01-04], docs/product/teaching.md#lessons): the period's return as a yearly compound rate,
// how long the money takes to double, the same money in a 정기예금, and a goal's present value.
// A year is 252 trading days throughout, so the deposit and the student's rate share one clock.

const Y = TRADING_DAYS_PER_YEAR;
const round2 = (x: number) => Math.round(x * 100) / 100;
/** (1 + r)^t on a 10⁻⁹ grid: the factor a step prints is the one its amount was made with. */
const growthFactor = (rate: number, years: number) => Math.round((1 + rate) ** years * 1e9) / 1e9;
// A product like 10,000,000 × 1.0123 may land a hair under its whole won; floor must not cut it.
const floorWon = (x: number) => Math.floor(x + 1e-6);

/** r = (1 + R)^(252/n) − 1 from the period's time-weighted return R over n daily returns. */
export function explainAnnualisedReturn(periodReturn: number | null, days: number): Explained {
  const formula = `r = (1 + R)^{${Y}/n} - 1`;
  if (periodReturn === null)
    return unavailable('ratio', formula, '기간 수익률이 없어 연 복리 수익률을 구할 수 없어요');
  if (days < MIN_ANNUALISED_RETURNS)
    return unavailable(
      'ratio',
      formula,
      `일간 수익률이 ${days}개뿐이라 연 복리로 바꾸지 않았어요: ${MIN_ANNUALISED_RETURNS}개 이상 필요해요`,
    );
  const growth = (1 + periodReturn) ** (Y / days);
  const shownGrowth = Math.round(growth * 1_000_000) / 1_000_000;
  return explained('ratio', formula, [
    {
      expression: `n = ${days}:\\ (1 + ${texPercent(periodReturn, 4)})^{${Y}/${days}}`,
      value: shownGrowth,
      unit: 'number',
    },
    { expression: `${texNumber(shownGrowth, 6)} - 1`, value: roundRatio(shownGrowth - 1) },
  ]);
}

// Without a yearly rate (fewer than 20 daily returns) nothing is known about doubling: saying
// "0 % 이하" would tell a student with a gain that their money never doubles.
const noDoubling = (formula: string, rate: number | null) =>
  unavailable(
    'number',
    formula,
    rate === null
      ? '연 복리 수익률이 아직 없어 계산하지 않았어요'
      : '연 수익률이 0 % 이하라 돈이 두 배가 되지 않아요',
  );

/** 72의 법칙: years to double ≈ 72 ÷ (the yearly rate in percent). */
export function explainRuleOf72(rate: number | null): Explained {
  const formula = 'T \\approx \\dfrac{72}{100r}';
  if (rate === null || rate <= 0) return noDoubling(formula, rate);
  const percent = round2(rate * 100);
  return explained('number', formula, [
    { expression: `72 \\div ${texNumber(percent, 2)}`, value: round2(72 / percent) },
  ]);
}

/** The exact doubling time: (1 + r)^T = 2, so T = ln 2 ÷ ln(1 + r). */
export function explainDoublingTime(rate: number | null): Explained {
  const formula = 'T = \\dfrac{\\ln 2}{\\ln(1 + r)}';
  if (rate === null || rate <= 0) return noDoubling(formula, rate);
  const ln = Math.round(Math.log(1 + rate) * 1_000_000) / 1_000_000;
  return explained('number', formula, [
    { expression: `\\dfrac{\\ln 2}{\\ln(1 + ${texPercent(rate, 4)})}`, value: null },
    { expression: `0.693147 \\div ${texNumber(ln, 6)}`, value: round2(0.693147 / ln) },
  ]);
}

export interface DepositInput {
  principal: number;
  /** The yearly deposit rate as a ratio (0.03 = 3 %). */
  rate: number;
  /** Trading days the money stays in. */
  days: number;
}

// Banks pay whole won: the interest below one won is cut (원 미만 절사).
export const simpleAmount = ({ principal, rate, days }: DepositInput) =>
  principal + floorWon((principal * rate * days) / Y);
export const compoundAmount = ({ principal, rate, days }: DepositInput) =>
  floorWon(principal * growthFactor(rate, days / Y));

/** 단리: A = P(1 + i·n/252), interest only on the principal. */
export function explainSimpleDeposit(input: DepositInput): Explained {
  const { principal, rate, days } = input;
  return explained('won', `A = P\\left(1 + i \\cdot \\dfrac{n}{${Y}}\\right)`, [
    {
      expression: `${texWon(principal)} \\times \\left(1 + ${texPercent(rate)} \\times \\dfrac{${days}}{${Y}}\\right)`,
      value: simpleAmount(input),
    },
  ]);
}

/** 복리: A = P(1 + i)^(n/252), interest on interest. */
export function explainCompoundDeposit(input: DepositInput): Explained {
  const { principal, rate, days } = input;
  const factor = growthFactor(rate, days / Y);
  return explained('won', `A = P(1 + i)^{n/${Y}}`, [
    {
      expression: `${texWon(principal)} \\times (1 + ${texPercent(rate)})^{${days}/${Y}}`,
      value: null,
    },
    {
      expression: `${texWon(principal)} \\times ${texNumber(factor, 9)}`,
      value: compoundAmount(input),
    },
  ]);
}

export interface PresentValueInput {
  goal: number;
  years: number;
  /** The yearly rate the goal is discounted at. */
  rate: number | null;
}

/** PV = FV ÷ (1 + r)^t: what the goal is worth today at a yearly rate r. */
export function explainPresentValue({ goal, years, rate }: PresentValueInput): Explained {
  const formula = 'PV = \\dfrac{FV}{(1 + r)^{t}}';
  if (rate === null)
    return unavailable('won', formula, '연 수익률이 없어 현재가치를 구할 수 없어요');
  if (rate <= -1) return unavailable('won', formula, '연 수익률이 −100 % 이하라 할인할 수 없어요');
  const factor = growthFactor(rate, years);
  return explained('won', formula, [
    {
      expression: `\\dfrac{${texWon(goal)}}{(1 + ${texPercent(rate)})^{${texNumber(years, 2)}}}`,
      value: null,
    },
    {
      expression: `${texWon(goal)} \\div ${texNumber(factor, 9)}`,
      value: Math.round(goal / factor),
    },
  ]);
}

const DAYS_PER_YEAR = 365;

/**
 * The total return as a yearly compound rate, (1 + R)^{365/d} − 1: the rate that, compounded
 * once a year, would grow the deposits to today's value in d days (경제 수학: 복리).
 *
 * Calendar days, not trading days: a 계산 과제 asks the student to annualise "d days since my
 * first deposit" by hand, as a bank counts a deposit's days; the analytics page's yearly rate
 * (explainAnnualisedReturn) chains trading days, 252 a year, and needs 20 daily returns.
 */
export function explainCalendarYearRate({
  totalReturn,
  days,
}: {
  totalReturn: number | null;
  days: number;
}): Explained {
  const formula = `r_{\\text{연}} = (1 + R)^{\\frac{${DAYS_PER_YEAR}}{d}} - 1`;
  if (totalReturn === null || totalReturn <= -1)
    return unavailable('ratio', formula, '총 수익률이 없어 연 복리로 환산할 수 없어요');
  if (days < 1)
    return unavailable('ratio', formula, '투자 기간이 하루가 되지 않아 환산하지 않아요');
  return explained('ratio', formula, [
    {
      expression: `(1 + ${texPercent(totalReturn, 4)})^{\\frac{${DAYS_PER_YEAR}}{${texNumber(days, 0)}}} - 1`,
      value: roundRatio((1 + totalReturn) ** (DAYS_PER_YEAR / days) - 1),
    },
  ]);
}
