import { formatNumber } from '../../format';

/** A figure with the arithmetic that produced it, for a student or teacher to follow. */
export interface Explained {
  value: number;
  formula: string;
  steps: string[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** How far the stock moved since the trade: (now − then) / then × 100. */
export function priceMoveSince({
  tradePrice,
  currentPrice,
}: {
  tradePrice: number;
  currentPrice: number;
}): Explained {
  const value = round2(((currentPrice - tradePrice) / tradePrice) * 100);
  const diff = currentPrice - tradePrice;
  return {
    value,
    formula: '(현재가 − 거래 가격) ÷ 거래 가격 × 100',
    steps: [
      `(${formatNumber(currentPrice)} − ${formatNumber(tradePrice)}) ÷ ${formatNumber(tradePrice)} × 100`,
      `${formatNumber(diff)} ÷ ${formatNumber(tradePrice)} × 100`,
      `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`,
    ],
  };
}
