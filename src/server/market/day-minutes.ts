import { sessionOf } from '../../shared/domain/market/calendar';
import type { DailyBar } from '../../shared/schemas/market';
import { stockDayPath } from './replayed-day';
import type { IntradayBar, IntradaySnapshot } from './types';

/**
 * The 1-minute bars of one day's seeded path, in market time: with the engine's seed and steps
 * they are the minutes it plays (or would play) that day.
 */
export function dayMinutes(options: {
  symbol: string;
  day: DailyBar;
  steps: number;
  seed: number;
  /** The real session's snapshots of that day ([] where there are none). */
  snapshots: IntradaySnapshot[];
}): IntradayBar[] {
  const { symbol, day } = options;
  const path = stockDayPath(options);
  const { opensAt, closesAt } = sessionOf(day.date);
  const bars: IntradayBar[] = [];
  let volumeBefore = 0;
  for (let step = 0; step < path.steps; step++) {
    path.advanceTo(step);
    const at = opensAt + Math.floor(((closesAt - opensAt) * step) / path.steps);
    const time = at - (at % 60_000);
    const traded = path.volume - volumeBefore;
    volumeBefore = path.volume;
    const price = path.price;
    const last = bars.at(-1);
    if (last?.time === time) {
      last.high = Math.max(last.high, price);
      last.low = Math.min(last.low, price);
      last.close = price;
      last.volume += traded;
    } else {
      bars.push({
        symbol,
        time,
        open: price,
        high: price,
        low: price,
        close: price,
        volume: traded,
      });
    }
  }
  return bars;
}
