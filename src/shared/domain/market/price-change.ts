const round2 = (value: number) => Math.round(value * 100) / 100;

/** The change against the previous close, in won and in percent to two places, as KRX quotes it. */
export function priceChange(
  price: number,
  previousClose: number,
): { change: number; changePercent: number } {
  const change = price - previousClose;
  return {
    change,
    changePercent: previousClose > 0 ? round2((change / previousClose) * 100) : 0,
  };
}
