import { directionOf, formatPercent, formatSignedNumber } from '../../shared/format';

const arrows = { up: '▲', down: '▼', flat: '' } as const;

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
  palette?: 'market' | 'gain';
  showAmount?: boolean;
  /** Won by default; an index's change is in points. */
  formatAmount?: (change: number) => string;
}) {
  const direction = directionOf(changePercent ?? change);
  const tone =
    palette === 'market'
      ? direction
      : direction === 'up'
        ? 'gain'
        : direction === 'down'
          ? 'loss'
          : '';
  return (
    <span className={`price-change ${tone}`}>
      {arrows[direction] && <span aria-hidden="true">{arrows[direction]} </span>}
      {showAmount && change != null && <span>{formatAmount(change)} </span>}
      <span>
        {showAmount && change != null
          ? `(${formatPercent(changePercent)})`
          : formatPercent(changePercent)}
      </span>
    </span>
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
