import { formatNumber, formatWon } from '../../../shared/format';
import { SHOWN_DECIMALS } from '../../../shared/domain/maths/explained';
import type { Explanation } from '../../../shared/schemas/explanation';

const fractional = new Intl.NumberFormat('ko-KR', {
  maximumFractionDigits: SHOWN_DECIMALS.number,
});
const wonCents = new Intl.NumberFormat('ko-KR', {
  style: 'currency',
  currency: 'KRW',
  maximumFractionDigits: SHOWN_DECIMALS.won,
});

/**
 * How a figure or step value is printed, the same everywhere it appears: the value beside a
 * 계산 보기 control and the last step inside its panel read identically.
 */
export function formatFigure(value: number | null, unit: Explanation['unit']): string {
  if (value === null) return '—';
  switch (unit) {
    case 'won':
      // An average price or an uncut fee has fractions of a won; whole amounts print as usual.
      return Number.isInteger(value) ? formatWon(value) : wonCents.format(value);
    case 'ratio':
      return `${(value * 100).toFixed(SHOWN_DECIMALS.ratio)}%`;
    case 'count':
      return formatNumber(value);
    case 'number':
      return fractional.format(value);
  }
}
