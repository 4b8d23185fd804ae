import type { Metric } from '../../../shared/schemas/explanation';
import { StatCard } from '../StatCard';
import { ExplainFigure } from './ExplainButton';
import { formatFigure } from './format-figure';

/** A figure printed exactly as its explanation's last step, coloured ▲/▼ when `signed`. */
export function MetricValue({ metric, signed = false }: { metric: Metric; signed?: boolean }) {
  const text = <span className="figure-text">{formatFigure(metric.value, metric.unit)}</span>;
  if (!signed || metric.value === null || metric.value === 0) return text;
  const up = metric.value > 0;
  return (
    <span className={`price-change ${up ? 'gain' : 'loss'}`}>
      <span aria-hidden="true">{up ? '▲' : '▼'} </span>
      {text}
    </span>
  );
}

/** A summary card showing a metric as its explanation ends, with its 계산 보기. */
export function MetricCard({ metric, signed = false }: { metric: Metric; signed?: boolean }) {
  return (
    <StatCard
      label={metric.label}
      value={<MetricValue metric={metric} signed={signed} />}
      detail={metric.note}
      action={<ExplainFigure label={metric.label} explanation={metric} />}
    />
  );
}

export const metricByKey = (metrics: Metric[], key: string) => metrics.find((m) => m.key === key);
