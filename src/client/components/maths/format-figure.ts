import { formatNumber, formatWon } from '../../../shared/format';
import { SHOWN_DECIMALS } from '../../../shared/domain/maths/explained';
import type { Explanation } from '../../../shared/schemas/explanation';

// One precision for every ratio-like number (Sharpe, β, correlation, HHI): a column of them
// lines up and reads the same in a card, a table and the last step of its explanation.
const twoDecimals = new Intl.NumberFormat('ko-KR', {
  minimumFractionDigits: SHOWN_DECIMALS.number,
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
      return twoDecimals.format(value);
  }
}

const printedDigits: Record<Explanation['unit'], number> = {
  won: 2,
  ratio: 4,
  count: 0,
  number: 2,
};

/** The value as formatFigure prints it, for deciding its sign, arrow and colour. */
export function asPrinted(value: number | null, unit: Explanation['unit']): number | null {
  if (value === null) return null;
  const scale = 10 ** printedDigits[unit];
  // + 0 turns a rounded -0 into 0: a loss too small to print is no loss on screen.
  return Math.round(value * scale) / scale + 0;
}
