import { annuityValue, type AnnuityInput } from './annuity';
import { explained, redoable, texSum, texWon, unavailable, type Explained } from './explained';
import { dailyReturns, wealthIndex, type ValuePoint } from './risk';

// The student's own 적립식 path (docs/product/teaching.md#lessons): what each regular deposit is worth now in this
// account, beside what the annuity formula predicts for the same deposits.

export interface RegularDepositRecord {
  /** The KST day it landed. */
  date: string;
  amount: number;
}

/**
 * The first point whose value holds the deposit: its own day's, or the next one recorded. A
 * daily return takes that day's deposits out (rₜ = (Vₜ − Fₜ) ÷ Vₜ₋₁ − 1), so the deposit
 * starts growing from that point on.
 */
function landedAt(points: ValuePoint[], date: string): number {
  const i = points.findIndex((p) => p.date >= date);
  return i === -1 ? points.length - 1 : i;
}

interface Landed extends RegularDepositRecord {
  at: number;
}

const FORMULA = 'V = \\sum_{k=1}^{n} a_k \\times \\dfrac{I_{\\text{지금}}}{I_k}';

/**
 * V = Σ aₖ × I_now ÷ Iₖ: each deposit grown by the account's time-weighted growth index I from
 * the point it landed at to now (the figure a student compares with S).
 */
function explainActual(landed: Landed[], index: number[]): Explained {
  if (landed.length === 0) return unavailable('won', FORMULA, '아직 들어온 적립금이 없어요');
  const now = index.at(-1)!;
  const growths = landed.map((d) => now / index[d.at]!);
  const value = Math.round(landed.reduce((sum, d, k) => sum + d.amount * growths[k]!, 0));
  const written = redoable(
    growths.map((g) => ({ value: g, style: 'number' as const, digits: 4 })),
    (read) => Math.round(landed.reduce((sum, d, k) => sum + d.amount * read[k]!, 0)),
    value,
    'won',
  );
  return explained(
    'won',
    FORMULA,
    [
      {
        expression: texSum(landed.map((d, k) => `${texWon(d.amount)} \\times ${written[k]}`)),
        value,
      },
    ],
    '적립금마다 들어온 날부터 내 투자 실력 수익률만큼 자란 값이에요. 자본금은 빼요.',
  );
}

export interface DepositPathInput {
  /** The account's daily closes from its first, then today's live value. */
  points: ValuePoint[];
  deposits: RegularDepositRecord[];
  /** The rule's amount and schedule with the deposit rate, for S at each point. */
  annuity: Omit<AnnuityInput, 'count'>;
  /** The student's yearly compound rate; null when there is none yet. */
  ownRate: number | null;
}

/**
 * From the first deposit's point to now: my deposits' actual value, the deposits themselves, and
 * S after the deposits made so far at the deposit rate and at my own rate.
 */
export function depositPath({ points, deposits, annuity, ownRate }: DepositPathInput) {
  const index = wealthIndex(dailyReturns(points));
  const landed = deposits.map((d) => ({ ...d, at: landedAt(points, d.date) }));
  const from = landed[0]?.at ?? points.length;
  const steps = points.slice(from).map((point, i) => {
    const t = from + i;
    const made = landed.filter((d) => d.at <= t);
    const count = made.length;
    return {
      date: point.date,
      actual: Math.round(made.reduce((sum, d) => sum + (d.amount * index[t]!) / index[d.at]!, 0)),
      paidIn: made.reduce((sum, d) => sum + d.amount, 0),
      deposit: annuityValue({ ...annuity, count }),
      own: ownRate === null ? null : annuityValue({ ...annuity, annualRate: ownRate, count }),
    };
  });
  return {
    actual: explainActual(landed, index),
    series: {
      dates: steps.map((s) => s.date),
      actual: steps.map((s) => s.actual),
      paidIn: steps.map((s) => s.paidIn),
      deposit: steps.map((s) => s.deposit),
      own: ownRate === null ? null : steps.map((s) => s.own!),
    },
  };
}
