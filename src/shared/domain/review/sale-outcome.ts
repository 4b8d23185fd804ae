import { formatNumber, formatSignedWon } from '../../format';
import { applyBuy, applySell, type Position } from '../trading/position';
import type { Explained } from './price-move';

export interface TradeRecord {
  id: number;
  type: 'BUY' | 'SELL';
  symbol: string;
  quantity: number;
  price: number;
}

const averageText = (averagePrice: number) => formatNumber(Math.round(averagePrice * 100) / 100);

/**
 * Each sell's 실현 손익, (매도가 − 평균 단가) × 수량 before fee and tax, replaying the trades
 * oldest first so the average is the one in force at the sale. A sell of more than the trades
 * show held (shares a corporate action added) gets none rather than a made-up figure.
 */
export function realisedBySale(oldestFirst: TradeRecord[]): Map<number, Explained> {
  const positions = new Map<string, Position | null>();
  const result = new Map<number, Explained>();
  for (const trade of oldestFirst) {
    const before = positions.get(trade.symbol) ?? null;
    if (trade.type === 'BUY') {
      positions.set(trade.symbol, applyBuy(before, trade));
      continue;
    }
    if (!before || before.quantity < trade.quantity) {
      positions.set(trade.symbol, null);
      continue;
    }
    const { position, realisedProfitLoss: value } = applySell(before, trade);
    positions.set(trade.symbol, position);
    result.set(trade.id, {
      value,
      formula: '(매도가 − 평균 단가) × 수량',
      steps: [
        `(${formatNumber(trade.price)} − ${averageText(before.averagePrice)}) × ${formatNumber(trade.quantity)}`,
        formatSignedWon(value),
      ],
    });
  }
  return result;
}
