import {
  explained,
  redoable,
  roundRatio,
  texPercent,
  texWon,
  type Explained,
  type Operand,
} from './explained';

// 적립식 투자와 연금 ([12경수01-04], [12경수01-05], docs/product/teaching.md#lessons): a regular deposit of a won each
// period grows, at a period rate r, to S = a((1 + r)^n − 1) ÷ r just after the n-th deposit
// (연금의 종가); the same deposits are worth P = a(1 − (1 + r)^−n) ÷ r one period before the
// first (연금의 현재가치), and S = P(1 + r)^n. 거치식 puts the same n·a in at the first deposit,
// where it grows n − 1 periods.

export interface AnnuityInput {
  /** The amount deposited each period. */
  payment: number;
  /** The yearly rate as a ratio (0.03 = 3 %). */
  annualRate: number;
  /** Deposits per year: 52 (every week) or 12 (every month). */
  perYear: number;
  /** Deposits made. */
  count: number;
}

/**
 * The period rate equivalent to the yearly compound rate, (1 + i)^(1/m) − 1, unrounded: on the
 * 10⁻⁶ grid 52 weekly deposits at 3 % came out ₩270 too high.
 */
const periodRate = ({ annualRate, perYear }: AnnuityInput) => (1 + annualRate) ** (1 / perYear) - 1;

const won = (x: number) => Math.round(x);
// Written with at least 9 decimals; redoable adds more until the step gives its figure again.
const number = (value: number): Operand => ({ value, style: 'number', digits: 9 });

/** The period rate as the lessons print it: (1 + i)^(1/m) − 1 on the ratio grid. */
export function explainPeriodRate(input: AnnuityInput): Explained {
  return explained('ratio', 'r = (1 + i)^{1/m} - 1', [
    {
      expression: `(1 + ${texPercent(input.annualRate)})^{1/${input.perYear}} - 1`,
      value: roundRatio(periodRate(input)),
    },
  ]);
}

/** The first step of each annuity figure: where r comes from. */
const rateStep = (input: AnnuityInput) => ({
  expression: `r = (1 + ${texPercent(input.annualRate)})^{1/${input.perYear}} - 1`,
  value: roundRatio(periodRate(input)),
  unit: 'ratio' as const,
});

/** S = a((1 + r)^n − 1) ÷ r in whole won, without its explanation (a chart's every point). */
export function annuityValue(input: AnnuityInput): number {
  const { payment: a, count: n } = input;
  const rate = periodRate(input);
  return rate === 0 ? a * n : won((a * ((1 + rate) ** n - 1)) / rate);
}

/** S = a((1 + r)^n − 1) ÷ r; a zero rate leaves the deposits as they are (S = a·n). */
export function explainAnnuity(input: AnnuityInput): Explained {
  const { payment: a, count: n } = input;
  const rate = periodRate(input);
  if (rate === 0)
    return explained('won', 'S = a \\cdot n', [
      { expression: `${texWon(a)} \\times ${n}`, value: a * n },
    ]);
  const factor = (1 + rate) ** n;
  const value = annuityValue(input);
  const [f, r] = redoable(
    [number(factor), number(rate)],
    ([f, r]) => won((a * (f! - 1)) / r!),
    value,
    'won',
  );
  return explained('won', 'S = \\dfrac{a\\left((1 + r)^{n} - 1\\right)}{r}', [
    rateStep(input),
    {
      expression: `\\dfrac{${texWon(a)} \\times \\left((1 + ${r})^{${n}} - 1\\right)}{${r}}`,
      value: null,
    },
    { expression: `\\dfrac{${texWon(a)} \\times (${f} - 1)}{${r}}`, value },
  ]);
}

/** P = a(1 − (1 + r)^−n) ÷ r: what the n deposits are worth one period before the first. */
export function explainAnnuityPresentValue(input: AnnuityInput): Explained {
  const { payment: a, count: n } = input;
  const rate = periodRate(input);
  if (rate === 0)
    return explained('won', 'P = a \\cdot n', [
      { expression: `${texWon(a)} \\times ${n}`, value: a * n },
    ]);
  const discount = (1 + rate) ** -n;
  const value = won((a * (1 - discount)) / rate);
  const [v, r] = redoable(
    [number(discount), number(rate)],
    ([v, r]) => won((a * (1 - v!)) / r!),
    value,
    'won',
  );
  return explained(
    'won',
    'P = \\dfrac{a\\left(1 - (1 + r)^{-n}\\right)}{r}',
    [
      rateStep(input),
      {
        expression: `\\dfrac{${texWon(a)} \\times \\left(1 - (1 + ${r})^{-${n}}\\right)}{${r}}`,
        value: null,
      },
      { expression: `\\dfrac{${texWon(a)} \\times (1 - ${v})}{${r}}`, value },
    ],
    '첫 적립 한 주기 전으로 할인한 값이에요. S = P(1 + r)ⁿ',
  );
}

/** 거치식: the whole n·a on the first deposit's day, grown n − 1 periods: n·a(1 + r)^(n−1). */
export function explainLumpSum(input: AnnuityInput): Explained {
  const { payment: a, count: n } = input;
  const rate = periodRate(input);
  const growth = (1 + rate) ** (n - 1);
  const value = won(n * a * growth);
  const [g] = redoable([number(growth)], ([g]) => won(n * a * g!), value, 'won');
  const [r] = redoable([number(rate)], ([r]) => won(n * a * (1 + r!) ** (n - 1)), value, 'won');
  return explained('won', 'A = na(1 + r)^{n-1}', [
    rateStep(input),
    { expression: `${n} \\times ${texWon(a)} \\times (1 + ${r})^{${n - 1}}`, value: null },
    { expression: `${texWon(n * a)} \\times ${g}`, value },
  ]);
}
