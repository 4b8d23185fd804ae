import { formatNumber, formatWon } from '../../../shared/format';
import type { Explanation } from '../../../shared/schemas/explanation';

const fractional = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 4 });
const wonCents = new Intl.NumberFormat('ko-KR', {
  style: 'currency',
  currency: 'KRW',
  maximumFractionDigits: 2,
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
      return `${(value * 100).toFixed(2)}%`;
    case 'count':
      return formatNumber(value);
    case 'number':
      return fractional.format(value);
  }
}
