/** A won amount on a lesson chart's axis, in 만 원. */
export const tenThousands = (won: number) =>
  `${Math.round(won / 10_000).toLocaleString('ko-KR')}만`;
