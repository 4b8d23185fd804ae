import { useEffect, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartPoint } from './chart-series';
import { ChartTooltip } from './ChartTooltip';
import { toData } from './price-chart-data';
import { mountChart } from './mount-chart';
import { buildOptions, type PriceChartProps } from './price-chart-options';

export type { ChartPoint };
export { kstLabel, tooltipLabel } from './ChartTooltip';
export { MOVING_AVERAGES, type MovingAverageWindow } from './price-chart-options';

export function PriceChart(props: PriceChartProps) {
  const { runs, period, movingAverages, theme } = props;
  const container = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  const { data, rows } = useMemo(() => toData(runs, movingAverages), [runs, movingAverages]);
  const latestData = useRef(data);
  useEffect(() => {
    latestData.current = data;
  }, [data]);

  // Re-created only when its look changes; price updates go through setData below.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const options = buildOptions(
      element.clientWidth,
      { runs: [], period, movingAverages, theme },
      setCursor,
    );
    const { chart, remove } = mountChart(element, options, latestData.current);
    plot.current = chart;
    return () => {
      remove();
      plot.current = null;
    };
  }, [period, movingAverages, theme]);

  useEffect(() => {
    plot.current?.setData(data);
  }, [data]);

  const hovered = cursor === null ? null : (rows[cursor] ?? null);
  // After a gap the day before is unknown: the change is measured from the day's open.
  const previous = cursor === null || cursor === 0 ? null : (rows[cursor - 1] ?? null);
  return (
    <div className="price-chart">
      <div
        ref={container}
        className="price-chart-canvas"
        role="img"
        aria-label="종가와 거래량 차트"
      />
      {hovered && (
        <ChartTooltip
          point={hovered}
          previousClose={previous?.close ?? hovered.open}
          period={period}
        />
      )}
    </div>
  );
}
