// KRX 호가가격단위, one table for KOSPI, KOSDAQ and KONEX since 2023-01-25.
const bands: ReadonlyArray<readonly [below: number, tick: number]> = [
  [2_000, 1],
  [5_000, 5],
  [20_000, 10],
  [50_000, 50],
  [200_000, 100],
  [500_000, 500],
];
const TOP_TICK = 1_000;

export function tickSize(price: number): number {
  for (const [below, tick] of bands) if (price < below) return tick;
  return TOP_TICK;
}

export type Rounding = 'up' | 'down' | 'nearest';

/**
 * The nearest price on the grid in the given direction. Every band edge is a multiple of the
 * next band's tick, so rounding with the tick of the price's own band always lands on the grid.
 */
export function roundToTick(price: number, rounding: Rounding): number {
  const tick = tickSize(price);
  const units = price / tick;
  const whole =
    rounding === 'up'
      ? Math.ceil(units)
      : rounding === 'down'
        ? Math.floor(units)
        : Math.round(units);
  return Math.max(tick, whole * tick);
}

export function isOnTick(price: number): boolean {
  return Number.isSafeInteger(price) && price > 0 && price % tickSize(price) === 0;
}

/** The next price up the grid (the tick can grow when crossing a band edge). */
export function tickUp(price: number): number {
  return price + tickSize(price);
}

/** The next price down the grid; at a band edge the step is the lower band's tick. */
export function tickDown(price: number): number {
  return price - tickSize(price - 1);
}
