import uPlot from 'uplot';
import type { ChartPeriod } from '../../shared/schemas/market';
import { formatNumber } from '../../shared/format';
import { timeAxisLabels, volumeAxisLabels } from './axis-labels';
import type { ChartPoint } from './chart-series';
import { chartColors } from './colors';

export const MOVING_AVERAGES = [5, 20, 60] as const;
export type MovingAverageWindow = (typeof MOVING_AVERAGES)[number];

// docs/product/roles-and-screens.md#screen-rules: height 500 with 70 % price and 25 % volume; at most 10 x-axis ticks.
export const HEIGHT = 500;
const PRICE_SHARE = 0.7;
const VOLUME_SHARE = 0.25;
const MAX_X_TICKS = 10;

export interface PriceChartProps {
  /** The points in runs without missing days; the line breaks between runs. */
  runs: ChartPoint[][];
  period: ChartPeriod;
  movingAverages: MovingAverageWindow[];
  theme: string;
}

/**
 * Keeps the price line in the top 70 % by padding the range downwards, but never below zero: a
 * year in which a price tripled would otherwise label the axis with negative prices.
 */
export function priceAxisRange(min: number, max: number): [number, number] {
  const span = Math.max(max - min, max * 0.01, 1);
  const top = max + span * 0.05;
  const bottom = top - (top - (min - span * 0.02)) / PRICE_SHARE;
  return [Math.max(0, bottom), top];
}

const priceRange = (_u: uPlot, min: number, max: number): uPlot.Range.MinMax =>
  priceAxisRange(min, max);

const volumeRange = (_u: uPlot, _min: number, max: number): uPlot.Range.MinMax => [
  0,
  Math.max(max, 1) / VOLUME_SHARE,
];

export function buildOptions(
  width: number,
  props: PriceChartProps,
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
