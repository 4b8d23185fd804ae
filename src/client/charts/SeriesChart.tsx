import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { themeAtom } from '../state/ui';
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

const toSeconds = (date: string) => Date.parse(`${date}T06:30:00Z`) / 1000;
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

function options(
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

/**
 * Daily lines over dates (value vs KOSPI, drawdown), drawn with uPlot like the price chart and
 * re-created only when the theme or the lines' shape changes.
 */
export function SeriesChart({
  dates,
  lines,
  format,
  label,
  pointLabels,
}: {
  dates: string[];
  lines: ChartLine[];
  format: (value: number) => string;
  label: string;
  /** The legend's name for the x value and its text at each point (instead of the date). */
  pointLabels?: { title: string; labels: string[] };
}) {
  const theme = useAtomValue(themeAtom);
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ dates, lines, format, pointLabels });
  useEffect(() => {
    latest.current = { dates, lines, format, pointLabels };
  });
  // The series change only when the period reloads: rebuilding then is simpler than setData.
  const key = JSON.stringify([dates, lines.map((l) => [l.label, l.values]), pointLabels]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { dates, lines, format, pointLabels } = latest.current;
    const data: uPlot.AlignedData = [dates.map(toSeconds), ...lines.map((l) => l.values)];
    const chart = new uPlot(
      options(element.clientWidth, lines, format, pointLabels),
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [theme, key]);

  return <div ref={container} className="series-chart" role="img" aria-label={label} />;
}
