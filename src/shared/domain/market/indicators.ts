/**
 * Simple moving average of the last `window` values; null until enough values exist,
 * so a chart draws no line where the average is not yet defined.
 */
export function movingAverage(values: readonly number[], window: number): Array<number | null> {
  const result: Array<number | null> = [];
  let sum = 0;
  values.forEach((value, i) => {
    sum += value;
    if (i >= window) sum -= values[i - window]!;
    result.push(i >= window - 1 ? sum / window : null);
  });
  return result;
}
