import { formatWon } from '../../format';
import { explained, redoable, roundRatio, unavailable, type Explained } from './explained';
import type { ValuePoint } from './risk';

// The two returns a student sees, each answering its own question (issue 24): money-weighted
// (what my deposits grew to; timing of deposits counts) and time-weighted (how well the money
// was invested, whatever was deposited when). Rankings, Sharpe and α use the time-weighted one.

export const MONEY_WEIGHTED_USE =
  '입금·출금까지 포함해 내 계좌의 돈이 실제로 얼마나 불었는지 알고 싶을 때 쓰는 수익률입니다.';
export const TIME_WEIGHTED_USE =
  '입금·출금과 상관없이 투자 실력만 비교할 때 쓰는 수익률로, 순위와 샤프 지수·알파가 이것을 씁니다.';

/** A figure with the sentence saying when to use it (after the figure's own note, if any). */
export function withUse(figure: Explained, use: string): Explained {
  return { ...figure, note: figure.note ? `${figure.note} ${use}` : use };
}

const PRODUCT_TERMS = 6;

/** (1 + r₁) × (1 + r₂) × …, shortened in the middle as texSum is, so a projector still reads it. */
function texProduct(returns: string[]): string {
  const factor = (r: string) => `(1 + ${r})`;
  if (returns.length <= PRODUCT_TERMS) return returns.map(factor).join(' \\times ');
  const head = returns.slice(0, PRODUCT_TERMS - 2).map(factor);
  return [...head, '\\cdots', factor(returns.at(-1)!)].join(' \\times ');
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
): Explained {
  const formula = 'R_{\\text{TW}} = \\prod_{t=1}^{n} (1 + r_t) - 1';
  const returns = opening ? [openingReturn(opening), ...daily] : daily;
  const rs = returns.filter((r): r is number => r !== null);
  if (rs.length === 0)
    return unavailable('ratio', formula, '하루치 기록뿐이라 이어 붙일 일간 수익률이 없어요');
  const chain = (xs: number[]) => xs.reduce((product, r) => product * (1 + r), 1);
  const growth = chain(rs);
  const shownGrowth = Math.round(growth * 1_000_000) / 1_000_000;
  const value = roundRatio(growth - 1);
  const factors = redoable(
    rs.map((r) => ({ value: r, style: 'percent', digits: 4 })),
    chain,
    shownGrowth,
    'number',
  );
  const [written] = redoable(
    [{ value: growth, style: 'number', digits: 6 }],
    ([g]) => g! - 1,
    value,
    'ratio',
  );
  const note =
    opening && opening.deposit > 0
      ? `첫 구간 r₁은 처음 받은 ${formatWon(opening.deposit)}에서 ${opening.first.date} 평가금액까지입니다.`
      : undefined;
  return explained(
    'ratio',
    formula,
    [
      {
        expression: `n = ${rs.length}:\\ ${texProduct(factors)}`,
        value: shownGrowth,
        unit: 'number',
      },
      { expression: `${written} - 1`, value },
    ],
    note,
  );
}
