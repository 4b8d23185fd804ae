/** One rationale scored on the class rubric. */
export interface ScoredRationale {
  at: string;
  stockName: string;
  total: number;
  max: number;
}

export interface RubricTrend {
  /** Every scored rationale, oldest first, with its share of the full score in percent. */
  points: Array<ScoredRationale & { percent: number }>;
  first: number;
  last: number;
  /** last − first, in percentage points. */
  change: number;
}

const percentOf = (total: number, max: number) => Math.round((total / max) * 1000) / 10;

/** The rubric trend over the term: each score in date order, and the first against the last. */
export function rubricTrend(scored: ScoredRationale[]): RubricTrend | null {
  const points = scored
    .filter((s) => s.max > 0)
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((s) => ({ ...s, percent: percentOf(s.total, s.max) }));
  const [head, tail] = [points[0], points.at(-1)];
  if (!head || !tail) return null;
  return {
    points,
    first: head.percent,
    last: tail.percent,
    change: Math.round((tail.percent - head.percent) * 10) / 10,
  };
}
