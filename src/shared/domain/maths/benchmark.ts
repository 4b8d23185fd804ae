// How a student's daily series meets KOSPI: docs/decisions/0013-analytics-benchmark.md.

export interface IndexClose {
  date: string;
  close: number;
}

export interface AlignedBenchmark {
  /** The KOSPI day matched to each point, or null where the index has no day for it. */
  dates: Array<string | null>;
  levels: Array<number | null>;
}

/**
 * Matches the n points of a student's series with the last n KOSPI closes, oldest to oldest:
 * the replay plays real KRX days on other calendar days, so the comparison is "the same number
 * of real trading days", counted back from the latest close the market has.
 */
export function alignBenchmark(pointCount: number, closes: IndexClose[]): AlignedBenchmark {
  const tail = closes.slice(-pointCount);
  const missing = pointCount - tail.length;
  return {
    dates: [...Array<null>(missing).fill(null), ...tail.map((c) => c.date)],
    levels: [...Array<null>(missing).fill(null), ...tail.map((c) => c.close)],
  };
}

/** Each level over the first known one, × 100; null stays null. */
export function rebase(levels: Array<number | null>): Array<number | null> {
  const base = levels.find((level): level is number => level !== null && level > 0);
  return levels.map((level) =>
    level === null || base === undefined ? null : Math.round((level / base) * 10_000) / 100,
  );
}

/** Day-over-day returns of the index (null where either day is missing). */
export function indexReturns(levels: Array<number | null>): Array<number | null> {
  return levels.slice(1).map((level, i) => {
    const previous = levels[i];
    return level !== null && previous != null && previous > 0 ? level / previous - 1 : null;
  });
}
