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
  adjusted = false,
}: {
  tradePrice: number;
  currentPrice: number;
  /** The trade price is in today's shares (a corporate action came since): 수정 거래 가격. */
  adjusted?: boolean;
}): Explained {
  const value = round2(((currentPrice - tradePrice) / tradePrice) * 100);
  const diff = currentPrice - tradePrice;
  const then = adjusted ? '수정 거래 가격' : '거래 가격';
  return {
    value,
    formula: `(현재가 − ${then}) ÷ ${then} × 100`,
    steps: [
      `(${formatNumber(currentPrice)} − ${formatNumber(tradePrice)}) ÷ ${formatNumber(tradePrice)} × 100`,
      `${formatNumber(diff)} ÷ ${formatNumber(tradePrice)} × 100`,
      `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`,
    ],
  };
}
