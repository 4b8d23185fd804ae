/** A rationale the teacher scored, with its score. */
export interface ScoredReview<T> {
  item: T;
  totalPoints: number;
  maxPoints: number;
}

/**
 * The floor of "가장 잘 쓴 근거": two thirds of the full score, the middle level of a three-level
 * rubric on every criterion. Below it a rationale is not the student's good writing, however few
 * others were scored ("그냥" at 4/12 is the lowest level everywhere).
 */
export const BEST_RATIONALE_FLOOR = 2 / 3;

/** The best-scored rationales at or above the floor, highest share first, at most `count`. */
export function bestRationales<T>(reviewed: Array<ScoredReview<T>>, count: number): T[] {
  const share = (r: ScoredReview<T>) => r.totalPoints / r.maxPoints;
  return reviewed
    .filter((r) => r.maxPoints > 0 && share(r) >= BEST_RATIONALE_FLOOR)
    .sort((a, b) => share(b) - share(a))
    .slice(0, count)
    .map((r) => r.item);
}
