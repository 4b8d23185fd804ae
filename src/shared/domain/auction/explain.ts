import { explained, texWon, type Explained, type Step } from '../maths/explained';
import type { Clearing } from './clearing';

const FORMULA = 'P^{*} = \\arg\\max_{p}\\, \\min\\big(D(p),\\, S(p)\\big)';

const priceList = (prices: number[]) => prices.map(texWon).join(',\\ ');

/** One step per candidate price: what would trade there, min(D, S). */
const levelSteps = (clearing: Clearing): Step[] =>
  clearing.levels.map((l) => ({
    expression: `p = ${texWon(l.price)}:\\ \\min(D, S) = \\min(${l.demand},\\ ${l.supply})`,
    value: l.executed,
    unit: 'count',
  }));

/**
 * Why the auction cleared where it did (계산 보기): the executed quantity at each candidate price,
 * then each tie-break of 0022 in turn, ending in the clearing price.
 */
export function explainClearing(clearing: Clearing, referencePrice: number): Explained {
  if (clearing.price === null) {
    return explained(
      'won',
      FORMULA,
      [...levelSteps(clearing), { expression: '\\text{체결 가능한 가격 없음}', value: null }],
      '가장 높은 매수 가격이 가장 낮은 매도 가격보다 낮아 어느 가격에서도 거래가 성립하지 않습니다.',
    );
  }
  const steps: Step[] = [
    ...levelSteps(clearing),
    {
      expression: `\\text{체결 수량 최대 }(${clearing.executed}\\text{주})\\text{: } ${priceList(clearing.maxExecuted)}`,
      value: clearing.executed,
      unit: 'count',
    },
  ];
  if (clearing.maxExecuted.length > 1) {
    steps.push({
      expression: `\\text{그중 잔량 }|D - S|\\text{ 최소: } ${priceList(clearing.leastImbalance)}`,
      value: clearing.levels.find((l) => l.price === clearing.leastImbalance[0])!.imbalance,
      unit: 'count',
    });
  }
  if (clearing.leastImbalance.length > 1) {
    steps.push({
      expression: `\\text{기준가격 } ${texWon(referencePrice)}\\text{에 가장 가까운 가격}`,
      value: clearing.price,
    });
  }
  steps.push({ expression: `P^{*} = ${texWon(clearing.price)}`, value: clearing.price });
  return explained('won', FORMULA, steps);
}
