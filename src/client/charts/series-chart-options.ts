import type uPlot from 'uplot';
import { chartColors } from './colors';

export interface ChartLine {
  label: string;
  values: Array<number | null>;
  color: 'line' | 'ma5' | 'ma20' | 'down';
  /** Shade the area between the line and zero (the drawdown curve). */
  fill?: boolean;
  /** Dashed: told apart from a line it runs on top of (단리 beside 복리 over a few weeks). */
  dashed?: boolean;
}

const HEIGHT = 260;

export const toSeconds = (date: string) => Date.parse(`${date}T06:30:00Z`) / 1000;
const dayLabel = (seconds: number) =>
  new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    month: 'numeric',
    day: 'numeric',
  }).format(seconds * 1000);

/** What the legend says of the point under the cursor: its date, or the caller's label for it. */
function pointValue(labels: string[] | undefined) {
  return (_u: uPlot, v: number | null, _series: number, idx: number | null) =>
    v === null ? '-' : ((idx !== null ? labels?.[idx] : undefined) ?? dayLabel(v));
}

export function seriesOptions(
  width: number,
  lines: ChartLine[],
  format: (v: number) => string,
  pointLabels?: { title: string; labels: string[] },
): uPlot.Options {
  const colors = chartColors();
  const stroke = (line: ChartLine) =>
    line.color === 'down'
      ? getComputedStyle(document.documentElement).getPropertyValue('--down').trim()
      : colors[line.color];
  return {
    width,
    height: HEIGHT,
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true } },
    axes: [
      {
        stroke: colors.text,
        grid: { stroke: colors.grid },
        ticks: { stroke: colors.grid },
        space: 70,
        values: (_u, splits) => splits.map(dayLabel),
      },
      {
        stroke: colors.text,
        grid: { stroke: colors.grid },
        size: 64,
        values: (_u, splits) => splits.map(format),
      },
    ],
    series: [
      { label: pointLabels?.title ?? '날짜', value: pointValue(pointLabels?.labels) },
      ...lines.map((line) => ({
        label: line.label,
        stroke: stroke(line),
        width: 2,
        dash: line.dashed ? [6, 4] : undefined,
        spanGaps: false,
        fill: line.fill ? `${stroke(line)}33` : undefined,
        value: (_u: uPlot, v: number | null) => (v === null ? '-' : format(v)),
      })),
    ],
  };
}
