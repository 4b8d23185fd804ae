import type { ClassStatistics } from '../../../shared/schemas/teacher';
import { ExplainFigure } from '../../components/maths/ExplainButton';
import { HistogramBars } from '../../components/maths/HistogramBars';
import { MetricCard } from '../../components/maths/MetricCard';
import { StatGrid } from '../../components/StatCard';

/** The class's all-time returns as a distribution: centre, spread, quartiles and a histogram. */
export function ClassDistributionPanel({ statistics }: { statistics: ClassStatistics }) {
  const { median, stdev, quartiles, histogram } = statistics;
  return (
    <>
      <h3>수익률 분포</h3>
      <StatGrid>
        <MetricCard metric={{ ...median, key: 'median', label: '중앙값' }} signed />
        <MetricCard metric={{ ...stdev, key: 'stdev', label: '표준편차 (σ)' }} />
        <MetricCard metric={{ ...quartiles.q1, key: 'q1', label: '제1사분위수 (Q1)' }} signed />
        <MetricCard metric={{ ...quartiles.q3, key: 'q3', label: '제3사분위수 (Q3)' }} signed />
      </StatGrid>
      <div className="section-heading-row">
        <h4>수익률 히스토그램</h4>
        <ExplainFigure label="히스토그램" explanation={histogram} />
      </div>
      <HistogramBars histogram={histogram} unitLabel="명" />
    </>
  );
}
