import type { Metric } from '../../../shared/schemas/explanation';
import { StatCard } from '../StatCard';
import { ExplainFigure } from './ExplainButton';
import { formatFigure } from './format-figure';

/**
 * Green/red (`gain`) on the teacher and dashboard views the spec names; red up / blue down
 * (`market`) on every student money view (DESIGN §9b).
 */
export type Palette = 'gain' | 'market';

/**
 * A figure printed exactly as its explanation's last step, with ▲/▼, a sign and its colour when
 * `signed` (the sign stays outside the figure's text, which reads as the panel's last step).
 */
export function MetricValue({
  metric,
  signed = false,
  palette = 'gain',
}: {
  metric: Metric;
  signed?: boolean;
  palette?: Palette;
}) {
  const text = <span className="figure-text">{formatFigure(metric.value, metric.unit)}</span>;
  if (!signed || metric.value === null || metric.value === 0) return text;
  const up = metric.value > 0;
  const tone = palette === 'market' ? (up ? 'up' : 'down') : up ? 'gain' : 'loss';
  return (
    <span className={`price-change ${tone}`}>
      <span aria-hidden="true">{up ? '▲' : '▼'} </span>
      {up && palette === 'market' && '+'}
      {text}
    </span>
  );
}

/** A summary card showing a metric as its explanation ends, with its 계산 보기. */
export function MetricCard({
  metric,
  signed = false,
  palette,
}: {
  metric: Metric;
  signed?: boolean;
  palette?: Palette;
}) {
  return (
    <StatCard
      label={metric.label}
      value={<MetricValue metric={metric} signed={signed} palette={palette} />}
      detail={metric.note}
      action={<ExplainFigure label={metric.label} explanation={metric} />}
    />
  );
}

export const metricByKey = (metrics: Metric[], key: string) => metrics.find((m) => m.key === key);
