import { formatWon } from '../../../shared/format';
import type { Analytics } from '../../../shared/schemas/analytics';
import { StatCard, StatGrid } from '../StatCard';
import { ExplainFigure } from './ExplainButton';
import { formatFigure } from './format-figure';
import { MetricCard, metricByKey } from './MetricCard';

/**
 * The headline figures of the dashboard and portfolio, each printed as its explanation
 * computes it, with 계산 보기: 총 자산, 총 수익률, 일간 변동, 보유 현금 and its weight.
 */
export function HeadlineFigures({ analytics, cash }: { analytics: Analytics; cash: number }) {
  const figure = (key: string) => metricByKey(analytics.metrics, key);
  const [totalValue, totalReturn, dailyChange, cashWeight] = [
    figure('totalValue'),
    figure('totalReturn'),
    figure('dailyChangeRate'),
    figure('cashWeight'),
  ];
  return (
    <StatGrid>
      {totalValue && <MetricCard metric={totalValue} />}
      {totalReturn && <MetricCard metric={totalReturn} signed />}
      {dailyChange && <MetricCard metric={{ ...dailyChange, label: '일간 변동' }} signed />}
      <StatCard
        label="보유 현금"
        value={formatWon(cash)}
        detail={cashWeight && `자산의 ${formatFigure(cashWeight.value, cashWeight.unit)}`}
        action={cashWeight && <ExplainFigure label="현금 비중" explanation={cashWeight} />}
      />
    </StatGrid>
  );
}
