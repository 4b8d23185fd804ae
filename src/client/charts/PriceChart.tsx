import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartPeriod } from '../../shared/schemas/market';
import { formatNumber, formatVolume } from '../../shared/format';
import { PriceChange } from '../components/PriceChange';
import { timeAxisLabels, volumeAxisLabels } from './axis-labels';
import { epochMs, runAverages, type ChartPoint } from './chart-series';
import { chartColors } from './colors';

export type { ChartPoint };

export const MOVING_AVERAGES = [5, 20, 60] as const;
export type MovingAverageWindow = (typeof MOVING_AVERAGES)[number];

// SPEC §9: height 500 with 70 % price and 25 % volume; at most 10 x-axis ticks.
const HEIGHT = 500;
const PRICE_SHARE = 0.7;
const VOLUME_SHARE = 0.25;
const MAX_X_TICKS = 10;

interface Props {
  /** The points in runs without missing days; the line breaks between runs. */
  runs: ChartPoint[][];
  period: ChartPeriod;
  movingAverages: MovingAverageWindow[];
  theme: string;
}

const toSeconds = (timestamp: string | number) => epochMs(timestamp) / 1000;

interface ChartData {
  data: uPlot.AlignedData;
  /** The point behind each x index; null where a gap breaks the line. */
  rows: Array<ChartPoint | null>;
}

function toData(runs: ChartPoint[][], windows: MovingAverageWindow[]): ChartData {
  const rows: Array<ChartPoint | null> = [];
  const x: number[] = [];
  const closes: Array<number | null> = [];
  const volumes: Array<number | null> = [];
  const averages = windows.map((w) => runAverages(runs, w));
  const averageColumns = windows.map((): Array<number | null> => []);
  runs.forEach((run, r) => {
    const previous = rows.at(-1);
    // A null one second after the last point ends the line there (uPlot does not span nulls).
    if (previous) {
      rows.push(null);
      x.push(toSeconds(previous.timestamp) + 1);
      closes.push(null);
      volumes.push(null);
      averageColumns.forEach((column) => column.push(null));
    }
    run.forEach((point, i) => {
      rows.push(point);
      x.push(toSeconds(point.timestamp));
      closes.push(point.close);
      volumes.push(point.volume);
      averageColumns.forEach((column, k) => column.push(averages[k]?.[r]?.[i] ?? null));
    });
  });
  return { data: [x, closes, volumes, ...averageColumns], rows };
}

/** Keeps the price line in the top 70 % by padding the range downwards. */
function priceRange(_u: uPlot, min: number, max: number): uPlot.Range.MinMax {
  const span = Math.max(max - min, max * 0.01, 1);
  const top = max + span * 0.05;
  const bottom = top - (top - (min - span * 0.02)) / PRICE_SHARE;
  return [bottom, top];
}

const volumeRange = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [
  0,
  Math.max(max, 1) / VOLUME_SHARE,
];

const isIntraday = (period: ChartPeriod) => period === '1D' || period === '1W';

// A tooltip names its day in full: a 1Y chart spans two years.
const tooltipFormat = (period: ChartPeriod): Intl.DateTimeFormatOptions =>
  isIntraday(period)
    ? {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }
    : { year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short' };

export const kstLabel = (epoch: number, format: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', ...format }).format(epoch);

export const tooltipLabel = (epoch: number, period: ChartPeriod) =>
  kstLabel(epoch, tooltipFormat(period));

function buildOptions(
  width: number,
  props: Props,
  onCursor: (index: number | null) => void,
): uPlot.Options {
  const colors = chartColors();
  const maColors = [colors.ma5, colors.ma20, colors.ma60];
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    scales: { x: { time: true }, price: { range: priceRange }, volume: { range: volumeRange } },
    axes: [
      {
        stroke: colors.text,
        grid: { stroke: colors.grid },
        ticks: { stroke: colors.grid },
        space: () => Math.max(60, width / MAX_X_TICKS),
        values: (_u, splits) => timeAxisLabels(splits, props.period),
      },
      {
        scale: 'price',
        stroke: colors.text,
        grid: { stroke: colors.grid },
        size: 70,
        values: (_u, splits) => splits.map((s) => formatNumber(s)),
      },
      {
        scale: 'volume',
        side: 1,
        stroke: colors.text,
        grid: { show: false },
        size: 56,
        label: '거래량(백만)',
        labelSize: 16,
        values: (_u, splits) => volumeAxisLabels(splits),
      },
    ],
    series: [
      {},
      { label: '종가', scale: 'price', stroke: colors.line, width: 2 },
      {
        label: '거래량',
        scale: 'volume',
        fill: colors.volume,
        stroke: colors.volume,
        paths: uPlot.paths.bars!({ size: [0.6, 24] }),
        points: { show: false },
      },
      ...props.movingAverages.map((w) => ({
        label: `MA${w}`,
        scale: 'price',
        stroke: maColors[MOVING_AVERAGES.indexOf(w)],
        width: 1.5,
        points: { show: false },
      })),
    ],
    hooks: { setCursor: [(u) => onCursor(u.cursor.idx ?? null)] },
  };
}

export function PriceChart(props: Props) {
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
    const chart = new uPlot(options, latestData.current, element);
    plot.current = chart;
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
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

function ChartTooltip({
  point,
  previousClose,
  period,
}: {
  point: ChartPoint;
  previousClose: number;
  period: ChartPeriod;
}) {
  const change = point.close - previousClose;
  return (
    <dl className="chart-tooltip">
      <dt>{tooltipLabel(epochMs(point.timestamp), period)}</dt>
      <dd />
      <dt>시가</dt>
      <dd>{formatNumber(point.open)}</dd>
      <dt>고가</dt>
      <dd>{formatNumber(point.high)}</dd>
      <dt>저가</dt>
      <dd>{formatNumber(point.low)}</dd>
      <dt>종가</dt>
      <dd>{formatNumber(point.close)}</dd>
      <dt>변동</dt>
      <dd>
        <PriceChange
          change={change}
          changePercent={previousClose ? (change / previousClose) * 100 : 0}
        />
      </dd>
      <dt>거래량</dt>
      <dd>{formatVolume(point.volume)}</dd>
    </dl>
  );
}
