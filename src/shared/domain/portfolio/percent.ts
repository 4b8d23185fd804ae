// Percentages leave the domain rounded to 0.0001 %-point: enough for two shown decimals, and
// equal returns compare equal (ranking ties) instead of differing in the 15th digit.
export function roundPercent(percent: number): number {
  return Math.round(percent * 10_000) / 10_000;
}

/** part ÷ whole in percent; 0 when there is no positive base to measure against. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? roundPercent((part / whole) * 100) : 0;
}

/** An explained ratio (0.13) as the percent the older APIs carry (13); a missing one is 0. */
export function percentFromRatio(ratio: number | null): number {
  return ratio === null ? 0 : roundPercent(ratio * 100);
}

/** As percentFromRatio, but a figure that cannot be computed stays missing (ranked apart). */
export function percentOrNull(ratio: number | null): number | null {
  return ratio === null ? null : roundPercent(ratio * 100);
}
