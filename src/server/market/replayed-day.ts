import { kstInstant, sessionOf } from '../../shared/domain/market/calendar';
import type { DailyBar } from '../../shared/schemas/market';
import { createDayPath, type Checkpoint, type DayPath } from './day-path';
import { seeded } from './random';
import type { IntradaySnapshot } from './types';

/**
 * The session's snapshots as path steps: a snapshot's KST minute lands on the step whose instant
 * is nearest, as the engine maps steps onto 09:00–15:30 (the path drops steps it cannot use).
 */
export function snapshotCheckpoints(
  snapshots: IntradaySnapshot[],
  date: string,
  steps: number,
): Checkpoint[] {
  const { opensAt, closesAt } = sessionOf(date);
  return [...snapshots]
    .sort((a, b) => a.minute - b.minute)
    .map(({ minute, ...snapshot }) => ({
      ...snapshot,
      step: Math.round(((kstInstant(date, minute) - opensAt) / (closesAt - opensAt)) * steps),
    }));
}

/**
 * One stock's replayed day: the seeded path through its bar (and its snapshots where the real
 * session left some), the same for the engine that plays it and the chart that redraws it.
 */
export function stockDayPath(options: {
  symbol: string;
  day: DailyBar;
  steps: number;
  seed: number;
  snapshots: IntradaySnapshot[];
}): DayPath {
  const { symbol, day, steps, seed } = options;
  // KRX writes a day without trades with open, high and low of 0: it rests at its close.
  const target =
    day.open > 0 && day.low > 0
      ? day
      : { ...day, open: day.close, high: day.close, low: day.close };
  return createDayPath(target, steps, seeded(seed, symbol, day.date, 'path'), {
    checkpoints: snapshotCheckpoints(options.snapshots, day.date, steps),
  });
}
