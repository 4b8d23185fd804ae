import { explained, roundRatio, texNumber, texPercent, texWon, type Explained } from './explained';

// 적립식 투자와 연금 ([12경수01-05], issue 30): a regular deposit of a won each period grows,
// at a period rate r, to S = a((1 + r)^n − 1) ÷ r just after the n-th deposit (연금의 종가);
// 거치식 puts the same n·a in at the first deposit, where it grows n − 1 periods.

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

/** The period rate equivalent to the yearly compound rate: (1 + i)^(1/m) − 1. */
export function explainPeriodRate({ annualRate, perYear }: AnnuityInput): Explained {
  const rate = roundRatio((1 + annualRate) ** (1 / perYear) - 1);
  return explained('ratio', 'r = (1 + i)^{1/m} - 1', [
    { expression: `(1 + ${texPercent(annualRate)})^{1/${perYear}} - 1`, value: rate },
  ]);
}

const growth = (rate: number, periods: number) => Math.round((1 + rate) ** periods * 1e9) / 1e9;
const won = (x: number) => Math.round(x);

/** S = a((1 + r)^n − 1) ÷ r; a zero rate leaves the deposits as they are (S = a·n). */
export function explainAnnuity(input: AnnuityInput): Explained {
  const { payment: a, count: n } = input;
  const rate = explainPeriodRate(input).value ?? 0;
  const formula = 'S = \\dfrac{a\\left((1 + r)^{n} - 1\\right)}{r}';
  const periodStep = {
    expression: `r = ${texPercent(rate, 4)}`,
    value: rate,
    unit: 'ratio' as const,
  };
  if (rate === 0)
    return explained('won', 'S = a \\cdot n', [
      { expression: `${texWon(a)} \\times ${n}`, value: a * n },
    ]);
  const factor = growth(rate, n);
  return explained('won', formula, [
    periodStep,
    {
      expression: `\\dfrac{${texWon(a)} \\times \\left((1 + ${texPercent(rate, 4)})^{${n}} - 1\\right)}{${texPercent(rate, 4)}}`,
      value: null,
    },
    {
      expression: `\\dfrac{${texWon(a)} \\times (${texNumber(factor, 9)} - 1)}{${texNumber(rate, 6)}}`,
      value: won((a * (factor - 1)) / rate),
    },
  ]);
}

/** 거치식: the whole n·a on the first deposit's day, grown n − 1 periods: n·a(1 + r)^(n−1). */
export function explainLumpSum(input: AnnuityInput): Explained {
  const { payment: a, count: n } = input;
  const rate = explainPeriodRate(input).value ?? 0;
  const factor = growth(rate, n - 1);
  return explained('won', 'A = na(1 + r)^{n-1}', [
    { expression: `r = ${texPercent(rate, 4)}`, value: rate, unit: 'ratio' },
    {
      expression: `${n} \\times ${texWon(a)} \\times (1 + ${texPercent(rate, 4)})^{${n - 1}}`,
      value: null,
    },
    {
      expression: `${texWon(n * a)} \\times ${texNumber(factor, 9)}`,
      value: won(n * a * factor),
    },
  ]);
}
