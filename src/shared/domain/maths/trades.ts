import { applyBuy, applySell, type Position } from '../trading/position';
import { adjustedPosition } from './holding';
import {
  explained,
  redoable,
  texSum,
  texNumber,
  texWon,
  type Explained,
  type Step,
} from './explained';

export interface FillRecord {
  symbol: string;
  /** ADJUST: a corporate action (see PositionFill); no fee, no tax, no realised gain. */
  side: 'BUY' | 'SELL' | 'ADJUST';
  quantity: number;
  price: number;
  fee: number;
  tax: number;
  /** Epoch ms. */
  at: number;
}

const inPeriod = (fill: FillRecord, since: number | null) => since === null || fill.at >= since;

/**
 * Realised P/L of the sales in the period: each sale's (매도가 − 평균 단가) × 수량 from
 * applySell, replaying every fill in order so the average is the one in force at the sale.
 */
export function explainRealisedProfitLoss(fills: FillRecord[], since: number | null): Explained {
  const positions = new Map<string, Position | null>();
  const steps: Step[] = [];
  for (const fill of fills) {
    const before = positions.get(fill.symbol) ?? null;
    if (fill.side === 'BUY') {
      positions.set(fill.symbol, applyBuy(before, fill));
      continue;
    }
    if (fill.side === 'ADJUST') {
      positions.set(fill.symbol, adjustedPosition(fill));
      continue;
    }
    const outcome = applySell(before, fill);
    positions.set(fill.symbol, outcome.position);
    if (inPeriod(fill, since)) {
      const [average] = redoable(
        [{ value: before?.averagePrice ?? 0, style: 'number', digits: 2 }],
        ([a]) => Math.round((fill.price - a!) * fill.quantity),
        outcome.realisedProfitLoss,
        'won',
      );
      steps.push({
        expression: `${fill.symbol}: (${texWon(fill.price)} - ${average}) \\times ${texNumber(fill.quantity)}`,
        value: outcome.realisedProfitLoss,
        unit: 'won',
      });
    }
  }
  const total = steps.reduce((sum, s) => sum + (s.value ?? 0), 0);
  const shown = steps.slice(-8);
  return explained(
    'won',
    '\\text{실현 손익} = \\sum_{\\text{매도}} (\\text{매도가} - \\text{평균 단가}) \\times \\text{수량}',
    [
      ...shown,
      { expression: `\\sum = ${texSum(steps.map((s) => texWon(s.value ?? 0)))}`, value: total },
    ],
    steps.length === 0
      ? '이 기간에 매도한 종목이 없어요'
      : steps.length > shown.length
        ? `매도 ${steps.length}건 중 최근 ${shown.length}건을 보여 줘요`
        : undefined,
  );
}

/** The sum of a cost (fee or tax) over the fills of the period. */
export function explainCostsPaid(
  fills: FillRecord[],
  since: number | null,
  cost: 'fee' | 'tax',
): Explained {
  const amounts = fills
    .filter((f) => f.side !== 'ADJUST' && inPeriod(f, since))
    .map((f) => f[cost]);
  const label = cost === 'fee' ? '수수료' : '거래세';
  return explained('won', `\\text{${label} 합계} = \\sum_{\\text{거래}} \\text{${label}}`, [
    { expression: texSum(amounts.map(texWon)), value: amounts.reduce((sum, a) => sum + a, 0) },
  ]);
}
