import { formatNumber } from '../../../shared/format';
import type { ClassStatistics } from '../../../shared/schemas/teacher';
import { PriceChange } from '../../components/PriceChange';
import { MetricCard } from '../../components/maths/MetricCard';
import { StatCard, StatGrid } from '../../components/StatCard';
import { ClassDistributionPanel } from './ClassDistributionPanel';

export function ClassStatisticsPanel({ statistics }: { statistics: ClassStatistics }) {
  const ret = (value: number) => <PriceChange changePercent={value} showAmount={false} />;
  return (
    <>
      <StatGrid>
        <StatCard label="전체 학생" value={`${formatNumber(statistics.totalStudents)}명`} />
        <StatCard label="활동 학생 (7일)" value={`${formatNumber(statistics.activeStudents)}명`} />
        <MetricCard metric={{ ...statistics.mean, key: 'mean', label: '평균 수익률' }} signed />
        <StatCard label="최고 수익률" value={ret(statistics.bestReturn)} />
        <StatCard label="최저 수익률" value={ret(statistics.worstReturn)} />
      </StatGrid>
      <ClassDistributionPanel statistics={statistics} />
      <h3>가장 많이 거래된 종목</h3>
      {statistics.mostTradedStocks.length === 0 ? (
        <p className="muted">아직 거래가 없습니다</p>
      ) : (
        <ol className="most-traded">
          {statistics.mostTradedStocks.map((stock) => (
            <li key={stock.symbol}>
              <span>{stock.name}</span>
              <strong>{formatNumber(stock.tradeCount)}회</strong>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
