import type { DepositSchedule } from '../portfolio/regular-deposit';
import { DEPOSITS_PER_YEAR } from '../portfolio/regular-deposit';
import {
  explainAnnuity,
  explainAnnuityPresentValue,
  explainLumpSum,
  type AnnuityInput,
} from './annuity';
import {
  compoundAmount,
  explainAnnualisedReturn,
  explainCompoundDeposit,
  explainDoublingTime,
  explainRuleOf72,
  explainSimpleDeposit,
  simpleAmount,
} from './compound';
import { depositPath, type RegularDepositRecord } from './deposit-path';
import { explained, texWon, unavailable, type Explained } from './explained';
import type { ValuePoint } from './risk';

// The 경제 수학 lesson figures of the analytics page (docs/product/teaching.md#lessons), from the period's own numbers.

export interface LessonMetric extends Explained {
  key: string;
  label: string;
}
/** A figure with the key and label its card shows it under. */
export const metric = (key: string, label: string, figure: Explained): LessonMetric => ({
  key,
  label,
  ...figure,
});

export interface LessonsInput {
  /** The period's time-weighted return and its daily returns (null: no base that day). */
  timeWeightedReturn: number | null;
  dailyReturns: Array<number | null>;
  /** The growth index of the period (100 at the first point). */
  index: number[];
  /** The account's value at the period's first point: the money compared with the deposit. */
  principal: number;
  depositRate: number;
  regular: {
    amount: number;
    schedule: DepositSchedule;
    /** The student's regular deposits, oldest first. */
    deposits: RegularDepositRecord[];
    /** The account's whole history (not just the period): every deposit's growth since it landed. */
    history: ValuePoint[];
  } | null;
}

/** Trading days passed at each point (returns[t − 1] leads into point t): each point's n. */
function daysAt(dailyReturns: Array<number | null>): number[] {
  let days = 0;
  return [0, ...dailyReturns.map((r) => (r === null ? days : ++days))];
}

function compoundLesson(input: LessonsInput, days: number[], annual: Explained) {
  const n = days.at(-1)!;
  const rate = annual.value;
  const deposit = { principal: input.principal, rate: input.depositRate, days: n };
  return {
    depositRate: input.depositRate,
    principal: input.principal,
    days: n,
    metrics: [
      metric('annualRate', '연 복리 수익률', annual),
      metric('ruleOf72', '72의 법칙 (년)', explainRuleOf72(rate)),
      metric('doublingTime', '정확한 배가 기간 (년)', explainDoublingTime(rate)),
      metric('simpleDeposit', '정기예금 단리', explainSimpleDeposit(deposit)),
      metric('compoundDeposit', '정기예금 복리', explainCompoundDeposit(deposit)),
    ],
    series: {
      mine: input.index.map((w) => Math.round((input.principal * w) / 100)),
      simple: days.map((d) => simpleAmount({ ...deposit, days: d })),
      compound: days.map((d) => compoundAmount({ ...deposit, days: d })),
    },
  };
}

function annuityAtOwnRate(input: AnnuityInput, rate: number | null): Explained {
  if (rate !== null) return explainAnnuity({ ...input, annualRate: rate });
  return unavailable(
    'won',
    'S = \\dfrac{a\\left((1 + r)^{n} - 1\\right)}{r}',
    '연 복리 수익률이 아직 없어 내 수익률로는 계산하지 않았어요',
  );
}

function annuityLesson(
  regular: NonNullable<LessonsInput['regular']>,
  input: LessonsInput,
  rate: number | null,
) {
  const count = regular.deposits.length;
  const base: AnnuityInput = {
    payment: regular.amount,
    annualRate: input.depositRate,
    perYear: DEPOSITS_PER_YEAR[regular.schedule],
    count,
  };
  const paidIn = explained('won', 'a \\times n', [
    { expression: `${texWon(regular.amount)} \\times ${count}`, value: regular.amount * count },
  ]);
  const lump =
    rate === null
      ? unavailable('won', 'A = na(1 + r)^{n-1}', '연 복리 수익률이 아직 없어 계산하지 않았어요')
      : explainLumpSum({ ...base, annualRate: rate });
  const path = depositPath({
    points: regular.history,
    deposits: regular.deposits,
    annuity: base,
    ownRate: rate,
  });
  return {
    amount: regular.amount,
    schedule: regular.schedule,
    count,
    metrics: [
      metric('paidIn', '넣은 적립금', paidIn),
      metric('actualOwn', '적립식 · 내 실제 가치', path.actual),
      metric('annuityDeposit', '적립식 · 예금 금리', explainAnnuity(base)),
      metric('annuityOwn', '적립식 · 내 수익률', annuityAtOwnRate(base, rate)),
      metric(
        'presentValueDeposit',
        '적립금의 현재가치 · 예금 금리',
        explainAnnuityPresentValue(base),
      ),
      metric('lumpSumOwn', '거치식 · 내 수익률', lump),
    ],
    series: path.series,
  };
}

/** 단리·복리 and 연금 figures of one account's period, each with its explanation. */
export function buildLessons(input: LessonsInput) {
  const days = daysAt(input.dailyReturns);
  const annual = explainAnnualisedReturn(input.timeWeightedReturn, days.at(-1)!);
  return {
    compound: compoundLesson(input, days, annual),
    annuity: input.regular && annuityLesson(input.regular, input, annual.value),
  };
}
