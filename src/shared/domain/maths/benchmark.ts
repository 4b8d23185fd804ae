// How a student's daily series meets KOSPI: docs/decisions/0013-analytics-benchmark.md.

/** The market moment a point was valued at: the real KRX date and KOSPI's level then. */
export interface MarketPoint {
  marketDate: string | null;
  kospi: number | null;
}

/** Indices [from, to] of the points compared with KOSPI (to > from). */
export interface ComparedWindow {
  from: number;
  to: number;
}

const hasLevel = (point: MarketPoint) => point.kospi !== null && point.kospi > 0;

/**
 * The latest run of consecutive points that each carry a KOSPI level: every student day in it is
 * paired with the index at the moment that valued it, and no day with another day's index. An
 * earlier run cut off by a point without a level (a simulated or live day, a snapshot from before
 * levels were recorded) is left out rather than bridged. Null when fewer than two points qualify.
 */
export function comparedWindow(points: MarketPoint[]): ComparedWindow | null {
  let to = points.length - 1;
  while (to >= 0 && !hasLevel(points[to]!)) to -= 1;
  let from = to;
  while (from > 0 && hasLevel(points[from - 1]!)) from -= 1;
  return to - from >= 1 ? { from, to } : null;
}

/** The index's day-over-day returns inside the window, as r_t of the points (t = from+1 … to). */
export function windowMarketReturns(points: MarketPoint[], window: ComparedWindow): number[] {
  return points
    .slice(window.from + 1, window.to + 1)
    .map((point, i) => point.kospi! / points[window.from + i]!.kospi! - 1);
}

/**
 * KOSPI drawn on the value chart: inside the window it starts where the value line stands at
 * the window's first point, so both lines leave from the same place; null outside it.
 */
export function benchmarkLine(
  points: MarketPoint[],
  window: ComparedWindow | null,
  valueLine: number[],
): Array<number | null> {
  return points.map((point, t) => {
    if (!window || t < window.from || t > window.to) return null;
    const base = points[window.from]!.kospi!;
    return Math.round(valueLine[window.from]! * (point.kospi! / base) * 100) / 100;
  });
}
