import { formatPercent, formatSignedNumber, formatSignedWon } from '../../shared/format';
import { ChangeCue, type Palette } from './ChangeCue';

// formatPercent prints two decimals: the cue follows the same rounding.
const asPrinted = (percent: number) => Math.round(percent * 100) / 100;

/**
 * A change shown the Korean-market way: up red ▲, down blue ▼ (never colour alone).
 * `palette="gain"` uses green/red instead, as the spec asks for teacher and dashboard views.
 */
export function PriceChange({
  change,
  changePercent,
  palette = 'market',
  showAmount = true,
  formatAmount = formatSignedNumber,
}: {
  change?: number | null;
  changePercent: number | null | undefined;
  palette?: Palette;
  showAmount?: boolean;
  /** Won by default; an index's change is in points. */
  formatAmount?: (change: number) => string;
}) {
  const shown = changePercent != null ? asPrinted(changePercent) : change;
  return (
    <ChangeCue shown={shown} palette={palette}>
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
export function WonChange({ value, palette = 'market' }: { value: number; palette?: Palette }) {
  return (
    <ChangeCue shown={Math.round(value)} palette={palette}>
      {formatSignedWon(value)}
    </ChangeCue>
  );
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
