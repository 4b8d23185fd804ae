import {
  explained,
  roundRatio,
  texNumber,
  texPercent,
  unavailable,
  type Explained,
} from './explained';

const DAYS_PER_YEAR = 365;

/**
 * The total return as a yearly compound rate, (1 + R)^{365/d} − 1: the rate that, compounded
 * once a year, would grow the deposits to today's value in d days (경제 수학: 복리).
 */
export function explainAnnualisedReturn({
  totalReturn,
  days,
}: {
  totalReturn: number | null;
  days: number;
}): Explained {
  const formula = `r_{\\text{연}} = (1 + R)^{\\frac{${DAYS_PER_YEAR}}{d}} - 1`;
  if (totalReturn === null || totalReturn <= -1)
    return unavailable('ratio', formula, '총 수익률이 없어 연 복리로 환산할 수 없습니다');
  if (days < 1)
    return unavailable('ratio', formula, '투자 기간이 하루가 되지 않아 환산하지 않습니다');
  return explained('ratio', formula, [
    {
      expression: `(1 + ${texPercent(totalReturn, 4)})^{\\frac{${DAYS_PER_YEAR}}{${texNumber(days, 0)}}} - 1`,
      value: roundRatio((1 + totalReturn) ** (DAYS_PER_YEAR / days) - 1),
    },
  ]);
}
