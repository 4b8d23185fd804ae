import type { Metric } from '../../../shared/schemas/explanation';
import { ChangeCue, plusSign } from '../ChangeCue';
import { StatCard } from '../StatCard';
import { ExplainFigure } from './ExplainButton';
import { asPrinted, formatFigure } from './format-figure';

/**
 * A figure printed exactly as its explanation's last step; a `signed` one also gets its arrow,
 * colour and plus (kept outside the figure text, which must read as the last step does).
 */
export function MetricValue({ metric, signed = false }: { metric: Metric; signed?: boolean }) {
  const text = <span className="figure-text">{formatFigure(metric.value, metric.unit)}</span>;
  if (!signed || metric.value === null) return text;
  const shown = asPrinted(metric.value, metric.unit);
  return (
    <ChangeCue shown={shown}>
      {plusSign(shown)}
      {text}
    </ChangeCue>
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
