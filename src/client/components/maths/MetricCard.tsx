import type { Metric } from '../../../shared/schemas/explanation';
import { ChangeCue, plusSign, type Palette } from '../ChangeCue';
import { StatCard } from '../StatCard';
import { ExplainFigure } from './ExplainButton';
import { asPrinted, formatFigure } from './format-figure';

/**
 * A figure printed exactly as its explanation's last step; a `signed` one also gets its arrow,
 * colour and plus (kept outside the figure text, which must read as the last step does).
 */
export function MetricValue({
  metric,
  signed = false,
  palette = 'market',
}: {
  metric: Metric;
  signed?: boolean;
  palette?: Palette;
}) {
  const text = <span className="figure-text">{formatFigure(metric.value, metric.unit)}</span>;
  if (!signed || metric.value === null) return text;
  const shown = asPrinted(metric.value, metric.unit);
  return (
    <ChangeCue shown={shown} palette={palette}>
      {plusSign(shown)}
      {text}
    </ChangeCue>
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
