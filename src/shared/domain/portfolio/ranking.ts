export interface Rankable {
  userId: number;
  userName: string;
  /** Rounded by percentOf, so equal returns are exactly equal. */
  returnPercent: number;
}

const nameOrder = new Intl.Collator('ko-KR');

/**
 * Standard competition ranking ("1224"): equal returns share a rank and the next rank skips.
 * Within a tie, names in Korean order (then id) keep the list stable between refreshes.
 */
export function rankByReturn<T extends Rankable>(rows: T[]): Array<T & { rank: number }> {
  const sorted = [...rows].sort(
    (a, b) =>
      b.returnPercent - a.returnPercent ||
      nameOrder.compare(a.userName, b.userName) ||
      a.userId - b.userId,
  );
  let rank = 0;
  return sorted.map((row, index) => {
    if (index === 0 || row.returnPercent !== sorted[index - 1]!.returnPercent) rank = index + 1;
    return { ...row, rank };
  });
}
