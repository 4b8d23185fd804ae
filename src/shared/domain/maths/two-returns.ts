import { formatWon } from '../../format';
import {
  explained,
  redoable,
  roundRatio,
  unavailable,
  type Explained,
  type Operand,
  type Step,
} from './explained';
import type { ValuePoint } from './risk';

// The two returns a student sees, each answering its own question (ADR 0028): money-weighted
// (what my deposits grew to; timing of deposits counts) and time-weighted (how well the money
// was invested, whatever was deposited when). Rankings, Sharpe and α use the time-weighted one.

export const MONEY_WEIGHTED_USE =
  '입금·출금까지 포함해 내 계좌의 돈이 실제로 얼마나 불었는지 알고 싶을 때 쓰는 수익률이에요.';
export const TIME_WEIGHTED_USE =
  '입금·출금과 상관없이 투자 실력만 비교할 때 쓰는 수익률로, 순위와 샤프 지수·알파가 이것을 써요.';

/** A figure with the sentence saying when to use it (after the figure's own note, if any). */
export function withUse(figure: Explained, use: string): Explained {
  return { ...figure, note: figure.note ? `${figure.note} ${use}` : use };
}

const PRODUCT_TERMS = 6;
/** Factors per step of a longer chain, each step carrying the product so far. */
const CHAIN_STEP = 5;

const factor = (r: string) => `(1 + ${r})`;
const chain = (xs: number[]) => xs.reduce((product, r) => product * (1 + r), 1);
const round6 = (x: number) => Math.round(x * 1_000_000) / 1_000_000;

/**
 * One step of the chain: the product so far (after the first step) times the next days'
 * factors, every operand written precisely enough to redo the step.
 */
function chainStep(label: string, running: number | null, days: number[]) {
  const carried = running !== null;
  const product = (running ?? 1) * chain(days);
  const operands: Operand[] = days.map((r) => ({ value: r, style: 'percent', digits: 4 }));
  if (carried) operands.unshift({ value: running, style: 'number', digits: 6 });
  const read = redoable(
    operands,
    (xs) => (carried ? xs[0]! * chain(xs.slice(1)) : chain(xs)),
    round6(product),
    'number',
  );
  const terms = carried ? [read[0]!, ...read.slice(1).map(factor)] : read.map(factor);
  const step: Step = {
    expression: `${label}:\\ ${terms.join(' \\times ')}`,
    value: round6(product),
    unit: 'number',
  };
  return { step, product };
}

/**
 * The last chain a caller wrote, kept by the caller (the leaderboard keeps one per student and
 * chain): the same answer comes with or without it. On a price move only the live day's return
 * changes, so every step before the last is the same and is taken from here instead of written
 * again; a semester's 128 days are 26 steps a chain (ADR 0034: a school's board values 2,700).
 */
export interface ChainMemo {
  last?: { rs: number[]; steps: Step[]; products: number[] };
}

/** Steps of the remembered chain that cover only days equal to `rs`'s (same length, so same labels). */
function reusableSteps(rs: number[], memo: ChainMemo | undefined): number {
  const last = memo?.last;
  if (!last || last.rs.length !== rs.length) return 0;
  let same = 0;
  while (same < rs.length && Object.is(rs[same], last.rs[same])) same++;
  return Math.floor(same / CHAIN_STEP);
}

/**
 * Π(1 + rₜ) written out in steps a student can redo: one step for a few days; for more, five
 * factors a step, each starting from the product so far, so no factor is left out (no ⋯).
 */
function chainSteps(rs: number[], memo?: ChainMemo): Step[] {
  if (rs.length <= PRODUCT_TERMS) return [chainStep(`n = ${rs.length}`, null, rs).step];
  const reused = reusableSteps(rs, memo);
  const steps = memo?.last?.steps.slice(0, reused) ?? [];
  const products = memo?.last?.products.slice(0, reused) ?? [];
  for (let from = reused * CHAIN_STEP; from < rs.length; from += CHAIN_STEP) {
    const days = rs.slice(from, from + CHAIN_STEP);
    const span = `t = ${from + 1} \\ldots ${from + days.length}`;
    const next = chainStep(
      from === 0 ? `n = ${rs.length},\\ ${span}` : span,
      products.at(-1) ?? null,
      days,
    );
    steps.push(next.step);
    products.push(next.product);
  }
  if (memo) memo.last = { rs, steps, products };
  return steps;
}

/** Where the chain starts when the period starts with the account: no close before it. */
export interface Opening {
  /** The account's first deposit (its initial cash), the base of the first sub-period. */
  deposit: number;
  /** The period's first point, which ends that sub-period. */
  first: ValuePoint;
}

/**
 * From the first deposit to the first point, deposits after it taken out as a day's are: without
 * it the days before a student's first close would count for nothing in the chain.
 */
function openingReturn({ deposit, first }: Opening): number | null {
  if (deposit <= 0) return null;
  return (first.totalValue - (first.netDeposits - deposit)) / deposit - 1;
}

/**
 * Time-weighted return: the daily returns (deposits taken out) chained, R = Π(1 + rₜ) − 1,
 * from the opening deposit when the period starts with the account. A day without a base (a
 * zero value before it) is skipped, as the wealth index skips it.
 */
export function explainTimeWeightedReturn(
  daily: Array<number | null>,
  opening?: Opening,
  memo?: ChainMemo,
): Explained {
  const formula = 'R_{\\text{TW}} = \\prod_{t=1}^{n} (1 + r_t) - 1';
  const returns = opening ? [openingReturn(opening), ...daily] : daily;
  const rs = returns.filter((r): r is number => r !== null);
  if (rs.length === 0)
    return unavailable('ratio', formula, '하루치 기록뿐이라 이어 붙일 일간 수익률이 없어요');
  const growth = chain(rs);
  const value = roundRatio(growth - 1);
  const [written] = redoable(
    [{ value: growth, style: 'number', digits: 6 }],
    ([g]) => g! - 1,
    value,
    'ratio',
  );
  const note =
    opening && opening.deposit > 0
      ? `첫 구간 r₁은 처음 받은 ${formatWon(opening.deposit)}에서 ${opening.first.date} 평가금액까지예요.`
      : undefined;
  return explained(
    'ratio',
    formula,
    [...chainSteps(rs, memo), { expression: `${written} - 1`, value }],
    note,
  );
}
