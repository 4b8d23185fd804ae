import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { formatTime } from '../../../shared/format';
import { zChartPeriod, type ChartPeriod } from '../../../shared/schemas/market';
import { ChartCoverage } from '../../charts/ChartCoverage';
import { longestRun, splitAtGaps } from '../../charts/chart-series';
import { PriceChart, type MovingAverageWindow } from '../../charts/PriceChart';
import { Icon } from '../../components/Icon';
import { SegmentedControl } from '../../components/SegmentedControl';
import { Spinner } from '../../components/Spinner';
import { themeAtom } from '../../state/ui';
import { MovingAverageToggles } from './MovingAverageToggles';
import { useChart } from './useChart';
import './chart-panel.css';

type Period = ChartPeriod;
const periods = zChartPeriod.options.map((p) => ({ value: p, label: p }));

// docs/product/roles-and-screens.md#screen-rules: the chart refreshes every 10 s while auto-refresh is on.
const CHART_REFRESH_MS = 10_000;

export function ChartPanel({ symbol, autoRefresh }: { symbol: string; autoRefresh: boolean }) {
  const [period, setPeriod] = useState<Period>('1M');
  const [averages, setAverages] = useState<MovingAverageWindow[]>([5, 20]);
  const theme = useAtomValue(themeAtom);
  const { data, loading, error, updatedAt, reload } = useChart(symbol, period);

  useEffect(() => {
    if (!autoRefresh) return;
    const timer = setInterval(() => void reload(), CHART_REFRESH_MS);
    return () => clearInterval(timer);
  }, [autoRefresh, reload]);

  const runs = useMemo(() => splitAtGaps(data ?? []), [data]);
  const longest = longestRun(runs);
  const drawn = useMemo(() => averages.filter((w) => w <= longest), [averages, longest]);

  const toggleAverage = (window: MovingAverageWindow) =>
    setAverages((current) =>
      current.includes(window)
        ? current.filter((w) => w !== window)
        : [...current, window].sort((a, b) => a - b),
    );

  return (
    <div className="chart-panel">
      <div className="chart-toolbar">
        <SegmentedControl label="기간" segments={periods} value={period} onChange={setPeriod} />
        <MovingAverageToggles chosen={averages} longestRun={longest} onToggle={toggleAverage} />
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => void reload()}
        >
          <Icon name="refresh" size={16} /> 차트 새로고침
        </button>
        {updatedAt && (
          <span className="muted small">마지막 업데이트 {formatTime(updatedAt)} (현재 시각)</span>
        )}
      </div>
      {loading && !data ? (
        <Spinner />
      ) : error && !data ? (
        <div className="empty-state">
          <p>차트 데이터를 불러오는데 실패했습니다.</p>
          <button type="button" className="button button-outline" onClick={() => void reload()}>
            다시 시도
          </button>
        </div>
      ) : !data || data.length === 0 ? (
        <p className="empty-state">표시할 차트 데이터가 없어요</p>
      ) : (
        <>
          <PriceChart runs={runs} period={period} movingAverages={drawn} theme={theme} />
          <ChartCoverage runs={runs} period={period} />
        </>
      )}
    </div>
  );
}
