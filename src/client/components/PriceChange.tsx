import { formatPercent, formatSignedNumber, formatSignedWon } from '../../shared/format';
import { ChangeCue } from './ChangeCue';

// formatPercent prints two decimals: the cue follows the same rounding.
const asPrinted = (percent: number) => Math.round(percent * 100) / 100;

/** A change shown the Korean-market way: up red ▲, down blue ▼ (never colour alone). */
export function PriceChange({
  change,
  changePercent,
  showAmount = true,
  formatAmount = formatSignedNumber,
}: {
  change?: number | null;
  changePercent: number | null | undefined;
  showAmount?: boolean;
  /** Won by default; an index's change is in points. */
  formatAmount?: (change: number) => string;
}) {
  const shown = changePercent != null ? asPrinted(changePercent) : change;
  return (
    <ChangeCue shown={shown}>
      {showAmount && change != null && <span>{formatAmount(change)} </span>}
      <span>
        {showAmount && change != null
          ? `(${formatPercent(changePercent)})`
          : formatPercent(changePercent)}
      </span>
    </ChangeCue>
  );
}

/** A won amount gained or lost (실현손익): arrow, colour and sign from the won as printed. */
export function WonChange({ value }: { value: number }) {
  return <ChangeCue shown={Math.round(value)}>{formatSignedWon(value)}</ChangeCue>;
}

/** Where a price comes from and how old it is ("과거 시세 재생 · 2026-03-09"). */
export function SourceLabel({ label, stale }: { label: string; stale?: boolean }) {
  return (
    <span className={`source-label${stale ? ' is-stale' : ''}`}>
      {label}
      {stale && ' · 지연된 가격'}
    </span>
  );
}
