import type { Analytics } from '../../../shared/schemas/analytics';
import { ExplainButton, ExplainFigure } from '../../components/maths/ExplainButton';
import { formatFigure } from '../../components/maths/format-figure';

/** Each holding's figures and each sector's weight, with their 계산 보기. */
export function Holdings({ analytics }: { analytics: Analytics }) {
  if (analytics.holdings.length === 0) return null;
  return (
    <section className="card">
      <h2 className="card-title">종목별 계산과 업종 비중</h2>
      <ul className="analytics-list">
        {analytics.holdings.map((h) => (
          <li key={h.symbol}>
            <span>
              <strong>{h.name}</strong> <span className="muted">{h.sector}</span>
            </span>
            <ExplainButton
              title={h.name}
              figures={h.metrics.map((m) => ({ label: m.label, explanation: m }))}
            />
          </li>
        ))}
        {analytics.sectors.map(({ sector, weight }) => (
          <li key={sector}>
            <span>
              {sector} <strong>{formatFigure(weight.value, weight.unit)}</strong>
            </span>
            <ExplainFigure label={`${sector} 비중`} explanation={weight} />
          </li>
        ))}
      </ul>
    </section>
  );
}
