import { useState, type ReactNode } from 'react';
import type { Analytics } from '../../../shared/schemas/analytics';
import type { Metric } from '../../../shared/schemas/explanation';
import type { TimeRange } from '../../../shared/schemas/trading';
import { ExplainButton, ExplainFigure } from '../../components/maths/ExplainButton';
import { formatFigure } from '../../components/maths/format-figure';
import { MetricCard, metricByKey } from '../../components/maths/MetricCard';
import { SegmentedControl } from '../../components/SegmentedControl';
import { Spinner } from '../../components/Spinner';
import { StatGrid } from '../../components/StatCard';
import { AnalyticsCharts } from './AnalyticsCharts';
import { LessonSections } from './lessons/LessonSections';
import { useAnalytics } from './useAnalytics';
import './analytics.css';

const periods: Array<{ value: TimeRange; label: string }> = [
  { value: 'all', label: '전체 기간' },
  { value: 'month', label: '이번 달' },
  { value: 'week', label: '이번 주' },
];

const SIGNED = new Set([
  'moneyWeightedReturn',
  'timeWeightedReturn',
  'comparedReturn',
  'benchmarkReturn',
  'excessReturn',
  'alpha',
  'totalProfitLoss',
  'realisedProfitLoss',
  'unrealisedProfitLoss',
]);

const groups: Array<{ title: string; keys: string[] }> = [
  { title: '두 가지 수익률', keys: ['moneyWeightedReturn', 'timeWeightedReturn'] },
  {
    title: '시장을 이겼나?',
    keys: ['comparedReturn', 'benchmarkReturn', 'excessReturn', 'beta', 'correlation'],
  },
  { title: '위험과 위험 조정 수익', keys: ['volatility', 'maxDrawdown', 'sharpe', 'alpha'] },
  {
    title: '손익과 비용',
    keys: [
      'totalProfitLoss',
      'realisedProfitLoss',
      'unrealisedProfitLoss',
      'feesPaid',
      'taxesPaid',
    ],
  },
  { title: '분산 투자', keys: ['hhi', 'effectiveCount', 'cashWeight'] },
];

// On a week or month view these figures are not the period's: each card says what it is for.
const NOT_PERIOD: Record<string, string> = {
  totalProfitLoss: '전체 기간의 값 (이 기간만이 아님)',
  unrealisedProfitLoss: '지금 보유 종목 기준',
  hhi: '지금 보유 종목 기준',
  effectiveCount: '지금 보유 종목 기준',
  cashWeight: '지금 기준',
};

function withScope(metric: Metric, period: TimeRange): Metric {
  const scope = period === 'all' ? undefined : NOT_PERIOD[metric.key];
  if (!scope) return metric;
  return { ...metric, note: metric.note ? `${scope} · ${metric.note}` : scope };
}

function MetricGroups({ analytics, period }: { analytics: Analytics; period: TimeRange }) {
  return groups.map((group) => (
    <section key={group.title} className="analytics-group">
      <h2 className="section-title">{group.title}</h2>
      <StatGrid>
        {group.keys.map((key) => {
          const metric = metricByKey(analytics.metrics, key);
          return (
            metric && (
              <MetricCard
                key={key}
                metric={withScope(metric, period)}
                signed={SIGNED.has(key)}
                palette="market"
              />
            )
          );
        })}
      </StatGrid>
    </section>
  ));
}

function Holdings({ analytics }: { analytics: Analytics }) {
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

/** The 분석 page of one account: the student's own or, for a teacher, one of their students. */
export function AnalyticsView({
  studentId,
  title,
  owner,
  back,
  own = false,
}: {
  /** A teacher's view of one student; none for the signed-in student's own page. */
  studentId?: string;
  title: string;
  /** Whose value the chart draws: 내 자산, or the student's name for a teacher. */
  owner: string;
  back?: ReactNode;
  /** The signed-in student's own page: tools that act on their own account are shown. */
  own?: boolean;
}) {
  const [period, setPeriod] = useState<TimeRange>('all');
  const { data, isPending } = useAnalytics(studentId, period);
  return (
    <section className="page analytics">
      {back}
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        <SegmentedControl label="기간" segments={periods} value={period} onChange={setPeriod} />
      </header>
      {isPending ? (
        <Spinner />
      ) : !data ? (
        <p className="card empty-state">분석 정보가 없어요</p>
      ) : (
        <>
          <MetricGroups analytics={data} period={period} />
          <AnalyticsCharts analytics={data} owner={owner} />
          <LessonSections analytics={data} region={own} />
          <Holdings analytics={data} />
        </>
      )}
    </section>
  );
}
