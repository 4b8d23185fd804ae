import type uPlot from 'uplot';
import { epochMs, runAverages, type ChartPoint } from './chart-series';
import type { MovingAverageWindow } from './price-chart-options';

const toSeconds = (timestamp: string | number) => epochMs(timestamp) / 1000;

export interface ChartData {
  data: uPlot.AlignedData;
  /** The point behind each x index; null where a gap breaks the line. */
  rows: Array<ChartPoint | null>;
}

export function toData(runs: ChartPoint[][], windows: MovingAverageWindow[]): ChartData {
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
