import { formatWeight, formatWon } from '../../../shared/format';
import type { Portfolio } from '../../../shared/schemas/trading';

export function CompositionTab({ portfolio }: { portfolio: Portfolio }) {
  const rows = [
    { key: 'cash', name: '현금', detail: '', weight: portfolio.cashWeight, value: portfolio.cash },
    ...portfolio.holdings.map((h) => ({
      key: h.symbol,
      name: h.name,
      detail: h.symbol,
      weight: h.weight,
      value: h.currentValue,
    })),
  ];
  return (
    <ul className="composition">
      {rows.map((row) => (
        <li key={row.key}>
          <div className="composition-head">
            <span>
              <strong>{row.name}</strong>{' '}
              {row.detail && <span className="muted">{row.detail}</span>}
            </span>
            <span className="num">
              {formatWeight(row.weight)} · {formatWon(row.value)}
            </span>
          </div>
          <div
            className={`composition-bar${row.key === 'cash' ? ' is-cash' : ''}`}
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(row.weight * 10) / 10}
            aria-label={`${row.name} 비중`}
          >
            <span style={{ width: `${Math.min(100, Math.max(0, row.weight))}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
