export const SYMBOLS = Array.from({ length: 100 }, (_, i) =>
  String(100000 + i * 10).padStart(6, '0'),
);
export const TICK_BATCHES_PER_SECOND = 4;
export const SYMBOLS_PER_CLIENT = 10;

/** Client i watches 10 of the 100 symbols, spread so every symbol has about N/10 watchers. */
export function symbolsFor(client: number): string[] {
  return Array.from(
    { length: SYMBOLS_PER_CLIENT },
    (_, k) => SYMBOLS[(client * 7 + k * 10) % SYMBOLS.length]!,
  );
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
