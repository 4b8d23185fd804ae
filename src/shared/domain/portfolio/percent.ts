// Percentages leave the domain rounded to 0.0001 %-point: enough for two shown decimals, and
// equal returns compare equal (ranking ties) instead of differing in the 15th digit.
export function roundPercent(percent: number): number {
  return Math.round(percent * 10_000) / 10_000;
}

/** part ÷ whole in percent; 0 when there is no positive base to measure against. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? roundPercent((part / whole) * 100) : 0;
}
