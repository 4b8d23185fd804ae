import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { themeAtom } from '../state/ui';
import { mountChart } from './mount-chart';
import { seriesOptions, toSeconds, type ChartLine } from './series-chart-options';

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
    const options = seriesOptions(element.clientWidth, lines, format, pointLabels);
    return mountChart(element, options, data).remove;
  }, [theme, key]);

  return <div ref={container} className="series-chart" role="img" aria-label={label} />;
}
