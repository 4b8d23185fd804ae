import {
  addDays,
  kstDate,
  nextBusinessDay,
  previousBusinessDay,
} from '../../shared/domain/market/calendar';
import { movingAverage } from '../../shared/domain/market/indicators';
import { dailyChartDays, type DailyChartPeriod } from '../../shared/schemas/market';

export interface ChartPoint {
  timestamp: string | number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** Missing KRX business days, first and last inclusive (the same date when one day). */
export interface MissingDays {
  from: string;
  to: string;
}

export interface Coverage {
  from: number;
  to: number;
  missing: MissingDays[];
}

// Within one day, minute bars further apart than this mean the prices were not recorded.
const MAX_INTRADAY_STEP_MS = 15 * 60_000;

export const epochMs = (timestamp: string | number) =>
  typeof timestamp === 'number' ? timestamp : Date.parse(timestamp);
const dateOf = (point: ChartPoint) => kstDate(new Date(epochMs(point.timestamp)));

/** True when a KRX business day lies strictly between two dates (a day the data lacks). */
const skipsBusinessDay = (before: string, after: string) => nextBusinessDay(before) < after;

function isGap(before: ChartPoint, after: ChartPoint): boolean {
  const [a, b] = [dateOf(before), dateOf(after)];
  if (a !== b) return skipsBusinessDay(a, b);
  return epochMs(after.timestamp) - epochMs(before.timestamp) > MAX_INTRADAY_STEP_MS;
}

/** The points in runs without missing data: a chart draws each run and nothing between. */
export function splitAtGaps(points: ChartPoint[]): ChartPoint[][] {
  const runs: ChartPoint[][] = [];
  points.forEach((point, i) => {
    const previous = points[i - 1];
    const run = runs.at(-1);
    if (run && previous && !isGap(previous, point)) run.push(point);
    else runs.push([point]);
  });
  return runs;
}

/** The moving average inside each run: an average never mixes prices from either side of a gap. */
export function runAverages(runs: ChartPoint[][], window: number): Array<Array<number | null>> {
  return runs.map((run) =>
    movingAverage(
      run.map((p) => p.close),
      window,
    ),
  );
}

/** A moving average can be drawn only where a run holds at least `window` points. */
export const longestRun = (runs: ChartPoint[][]) => Math.max(0, ...runs.map((run) => run.length));

/**
 * What the chart covers: first and last instants, and the business days it lacks between runs
 * and, for a daily period, before its first bar.
 */
export function coverage(runs: ChartPoint[][], period?: DailyChartPeriod): Coverage | null {
  const first = runs[0]?.[0];
  const last = runs.at(-1)?.at(-1);
  if (!first || !last) return null;
  const missing: MissingDays[] = [];
  if (period) {
    // The server sends the bars after (last − period days): the first of them it could have.
    const expected = nextBusinessDay(addDays(dateOf(last), -dailyChartDays[period]));
    if (expected < dateOf(first))
      missing.push({ from: expected, to: previousBusinessDay(dateOf(first)) });
  }
  runs.forEach((run, i) => {
    const next = runs[i + 1]?.[0];
    const end = run.at(-1);
    if (!next || !end) return;
    const [a, b] = [dateOf(end), dateOf(next)];
    if (skipsBusinessDay(a, b))
      missing.push({ from: nextBusinessDay(a), to: previousBusinessDay(b) });
  });
  return {
    from: epochMs(first.timestamp),
    to: epochMs(last.timestamp),
    missing,
  };
}
