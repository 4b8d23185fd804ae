import type { Metric } from '../../../shared/schemas/explanation';
import { MetricCard } from '../maths/MetricCard';
import { StatGrid } from '../StatCard';

/** A lesson's figures as cards, each with its 계산 보기. */
export function LessonMetrics({ metrics }: { metrics: Metric[] }) {
  return (
    <StatGrid>
      {metrics.map((m) => (
        <MetricCard key={m.key} metric={m} signed={m.key === 'annualRate'} />
      ))}
    </StatGrid>
  );
}
