import { applyBuy, applySell, type Position } from '../trading/position';
import {
  explained,
  ratioOrNull,
  redoable,
  texNumber,
  texText,
  texWon,
  unavailable,
  type Explained,
  type Step,
} from './explained';

// Each figure is a plain function that its explain… twin calls for the value of its last step:
// the tables and the valuation of every request take the figure alone, without writing LaTeX.

interface Priced {
  quantity: number;
  price: number;
}

export const marketValue = ({ quantity, price }: Priced) => quantity * price;

export function explainMarketValue({ quantity, price }: Priced): Explained {
  return explained('won', '\\text{평가금액} = \\text{수량} \\times \\text{현재가}', [
    {
      expression: `${texNumber(quantity)} \\times ${texWon(price)}`,
      value: marketValue({ quantity, price }),
    },
  ]);
}

/**
 * A buy or a sale; or ADJUST, a corporate action that set the position to `quantity` shares at
 * the average `price` (its value kept, so neither a trade nor a gain).
 */
export interface PositionFill {
  side: 'BUY' | 'SELL' | 'ADJUST';
  quantity: number;
  price: number;
}

/** A corporate action's position: the shares and average price it left. */
export const adjustedPosition = (fill: PositionFill): Position | null =>
  fill.quantity > 0 ? { quantity: fill.quantity, averagePrice: fill.price } : null;

/**
 * 이동평균법: each buy re-weights the average with applyBuy (the function trades use); a sale
 * leaves it as it is. The steps follow the fills in order.
 */
export function explainAveragePrice(fills: PositionFill[]): Explained {
  const formula =
    '\\text{새 평균 단가} = \\frac{\\text{기존 수량} \\times \\text{기존 평단} + \\text{매수 수량} \\times \\text{매수가}}{\\text{기존 수량} + \\text{매수 수량}}';
  let position: Position | null = null;
  const steps: Step[] = [];
  for (const fill of fills) {
    const before: Position | null = position;
    if (fill.side === 'BUY') {
      position = applyBuy(before, fill);
      const held = before?.quantity ?? 0;
      const [average] = redoable(
        [{ value: before?.averagePrice ?? 0, style: 'number', digits: 2 }],
        ([a]) => (held * a! + fill.quantity * fill.price) / (held + fill.quantity),
        position.averagePrice,
        'won',
      );
      steps.push({
        expression: `\\text{매수}\\ ${texNumber(fill.quantity)}\\text{주}: \\frac{${texNumber(held)} \\times ${average} + ${texNumber(fill.quantity)} \\times ${texWon(fill.price)}}{${texNumber(held)} + ${texNumber(fill.quantity)}}`,
        value: position.averagePrice,
      });
    } else if (fill.side === 'ADJUST') {
      position = adjustedPosition(fill);
      steps.push({
        expression: `\\text{기업 행사}: ${texNumber(fill.quantity)}\\text{주}, \\text{평균 단가} \\times \\frac{\\text{기준가}}{\\text{전일 종가}}`,
        value: position?.averagePrice ?? null,
      });
    } else {
      position = applySell(before, fill).position;
      steps.push({
        expression: `\\text{매도}\\ ${texNumber(fill.quantity)}\\text{주}: \\text{평균 단가는 그대로}`,
        value: position?.averagePrice ?? null,
      });
    }
  }
  if (!position) return unavailable('won', formula, '보유 수량이 없어 평균 단가가 없어요');
  // The average is kept exact; tables show it in whole won, so the explanation ends there too.
  const exact = position.averagePrice;
  if (!Number.isInteger(exact)) {
    const [written] = redoable(
      [{ value: exact, style: 'number', digits: 2 }],
      ([a]) => Math.round(a!),
      Math.round(exact),
      'won',
    );
    steps.push({
      expression: `${written} \\approx ${texWon(Math.round(exact))}\\ ${texText('(원 단위 반올림)')}`,
      value: Math.round(exact),
    });
  }
  return explained('won', formula, steps);
}

interface HoldingFigures {
  quantity: number;
  averagePrice: number;
  currentPrice: number;
}

/** (현재가 − 평균 단가) × 수량, rounded to won as the holdings table shows it. */
export const holdingProfitLoss = ({ quantity, averagePrice, currentPrice }: HoldingFigures) =>
  Math.round(quantity * currentPrice - quantity * averagePrice);

export function explainHoldingProfitLoss(holding: HoldingFigures): Explained {
  const { quantity, averagePrice, currentPrice } = holding;
  const value = quantity * currentPrice;
  const profitLoss = holdingProfitLoss(holding);
  const [average] = redoable(
    [{ value: averagePrice, style: 'number', digits: 2 }],
    ([a]) => Math.round(value - quantity * a!),
    profitLoss,
    'won',
  );
  return explained(
    'won',
    '\\text{평가손익} = \\text{평가금액} - \\text{수량} \\times \\text{평균 단가}',
    [
      {
        expression: `${texWon(value)} - ${texNumber(quantity)} \\times ${average}`,
        value: profitLoss,
      },
    ],
  );
}

/** (평가금액 − 매입금액) ÷ 매입금액; null without a cost to measure against. */
export function holdingReturn({ quantity, averagePrice, currentPrice }: HoldingFigures) {
  const cost = quantity * averagePrice;
  return ratioOrNull(quantity * currentPrice - cost, cost);
}

export function explainHoldingReturn(holding: HoldingFigures): Explained {
  const { quantity, averagePrice, currentPrice } = holding;
  const formula = '\\text{수익률} = \\frac{\\text{평가금액} - \\text{매입금액}}{\\text{매입금액}}';
  const value = quantity * currentPrice;
  const cost = quantity * averagePrice;
  const ratio = holdingReturn(holding);
  if (ratio === null) return unavailable('ratio', formula, '매입금액이 0원이라 수익률이 없어요');
  const [written] = redoable(
    [{ value: cost, style: 'number', digits: 2 }],
    ([c]) => (value - c!) / c!,
    ratio,
    'ratio',
  );
  return explained('ratio', formula, [
    { expression: `\\frac{${texWon(value)} - ${written}}{${written}}`, value: ratio },
  ]);
}

/** A part's share of the whole portfolio (a holding or the cash); null when it is worth nothing. */
export const weight = ({ part, total }: { part: number; total: number }) =>
  ratioOrNull(part, total);

export function explainWeight({
  label,
  part,
  total,
}: {
  label: string;
  part: number;
  total: number;
}): Explained {
  const formula = `\\text{비중} = \\frac{${texText(label)}}{\\text{총 자산}}`;
  const ratio = weight({ part, total });
  if (ratio === null) return unavailable('ratio', formula, '총 자산이 0원이라 비중이 없어요');
  return explained('ratio', formula, [
    { expression: `\\frac{${texWon(part)}}{${texWon(total)}}`, value: ratio },
  ]);
}
