export interface Rankable {
  userId: number;
  userName: string;
  /** Rounded by percentOf, so equal returns are exactly equal. */
  returnPercent: number;
}

const nameOrder = new Intl.Collator('ko-KR');

type Named = Omit<Rankable, 'returnPercent'>;

const byName = (a: Named, b: Named) =>
  nameOrder.compare(a.userName, b.userName) || a.userId - b.userId;

/**
 * Standard competition ranking ("1224") by a score, highest first: equal scores share a rank and
 * the next rank skips. Within a tie, names in Korean order (then id) keep the list stable between
 * refreshes.
 */
function rankScored<T extends Named>(
  rows: T[],
  score: (row: T) => number,
): Array<T & { rank: number }> {
  const sorted = [...rows].sort((a, b) => Math.sign(score(b) - score(a)) || byName(a, b));
  let rank = 0;
  return sorted.map((row, index) => {
    if (index === 0 || score(row) !== score(sorted[index - 1]!)) rank = index + 1;
    return { ...row, rank };
  });
}

/**
 * The rows with a score ranked ("1224"), then those without one (a Sharpe ratio without 20 daily
 * returns) in name order with no rank: a board where nobody has a score ranks nobody, rather than
 * everybody 1st (docs/product/classes.md#leaderboard).
 */
export function rankByScore<T extends Named>(
  rows: T[],
  score: (row: T) => number | null,
): Array<T & { rank: number | null }> {
  const scores = new Map(rows.map((row) => [row, score(row)]));
  const unscored = rows.filter((row) => scores.get(row) === null).sort(byName);
  return [
    ...rankScored(
      rows.filter((row) => scores.get(row) !== null),
      (row) => scores.get(row)!,
    ),
    ...unscored.map((row) => ({ ...row, rank: null })),
  ];
}

export function rankByReturn<T extends Rankable>(rows: T[]): Array<T & { rank: number }> {
  return rankScored(rows, (row) => row.returnPercent);
}
