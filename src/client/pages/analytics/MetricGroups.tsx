import type { Analytics } from '../../../shared/schemas/analytics';
import type { Metric } from '../../../shared/schemas/explanation';
import type { TimeRange } from '../../../shared/schemas/trading';
import { MetricCard, metricByKey } from '../../components/maths/MetricCard';
import { StatGrid } from '../../components/StatCard';

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

/** The server's figures in the page's five groups, each with its 계산 보기. */
export function MetricGroups({ analytics, period }: { analytics: Analytics; period: TimeRange }) {
  return groups.map((group) => (
    <section key={group.title} className="analytics-group">
      <h2 className="section-title">{group.title}</h2>
      <StatGrid>
        {group.keys.map((key) => {
          const metric = metricByKey(analytics.metrics, key);
          return (
            metric && (
              <MetricCard key={key} metric={withScope(metric, period)} signed={SIGNED.has(key)} />
            )
          );
        })}
      </StatGrid>
    </section>
  ));
}
