export interface Rankable {
  userId: number;
  userName: string;
  /** Rounded by percentOf, so equal returns are exactly equal. */
  returnPercent: number;
}

const nameOrder = new Intl.Collator('ko-KR');

/**
 * Standard competition ranking ("1224") by a score, highest first: equal scores share a rank and
 * the next rank skips. A missing score (a Sharpe ratio without two days of returns) ranks after
 * every known one, all missing ones sharing the last rank. Within a tie, names in Korean order
 * (then id) keep the list stable between refreshes.
 */
export function rankByScore<T extends Omit<Rankable, 'returnPercent'>>(
  rows: T[],
  score: (row: T) => number | null,
): Array<T & { rank: number }> {
  const key = (row: T) => score(row) ?? -Infinity;
  const sorted = [...rows].sort(
    (a, b) =>
      (key(b) === key(a) ? 0 : key(b) > key(a) ? 1 : -1) ||
      nameOrder.compare(a.userName, b.userName) ||
      a.userId - b.userId,
  );
  let rank = 0;
  return sorted.map((row, index) => {
    if (index === 0 || key(row) !== key(sorted[index - 1]!)) rank = index + 1;
    return { ...row, rank };
  });
}

export function rankByReturn<T extends Rankable>(rows: T[]): Array<T & { rank: number }> {
  return rankByScore(rows, (row) => row.returnPercent);
}
