import { explained, texWon, type Explained, type Step } from '../maths/explained';
import type { Clearing, PriceLevel } from './clearing';

// Two lines: the quantity, then the 합치가격's conditions, so a 360 px phone needs no scrolling.
const FORMULA =
  '\\begin{gathered} Q(p) = \\min\\big(D(p),\\, S(p)\\big) \\\\ ' +
  'P^{*}:\\ D_{>} \\le Q,\\ S_{<} \\le Q \\end{gathered}';

const RULE =
  '합치가격은 그 가격보다 비싸게 사려는 매수(D>)와 싸게 팔려는 매도(S<)가 모두 체결되고, ' +
  '그 가격에 낸 매수·매도도 1주 이상 체결되는 가격이에요. 합치가격이 여럿이면 기준가격과 ' +
  '같은 가격, 없으면 기준가격에 가장 가까운 가격으로 정해요(한국거래소 단일가매매). 매수·매도가 ' +
  '엇갈리는데 그런 가격이 없으면, 더 좋은 가격의 주문이 모두 체결되는 가격이 합치가격이에요.';

const NO_CROSS =
  '가장 높은 매수 가격이 가장 낮은 매도 가격보다 낮아 어느 가격에서도 거래가 성립하지 않아요.';

/** Someone ordered at the price, or it is the reference: the rows a student can recognise. */
const shown = (l: PriceLevel, referencePrice: number) =>
  l.price === referencePrice || l.demand > l.buysAbove || l.supply > l.sellsBelow;

/** One step per price: the better-priced quantities that must fill, then what would trade. */
const levelSteps = (clearing: Clearing, referencePrice: number): Step[] =>
  clearing.levels
    .filter((l) => shown(l, referencePrice))
    .map((l) => ({
      expression:
        `p = ${texWon(l.price)}:\\ D_{>} = ${l.buysAbove},\\ S_{<} = ${l.sellsBelow},` +
        `\\ Q = \\min(${l.demand},\\ ${l.supply})`,
      value: l.executed,
      unit: 'count',
    }));

function matchingStep(executed: number, low: number, high: number): Step {
  const range = low === high ? texWon(low) : `${texWon(low)} \\le p \\le ${texWon(high)}`;
  return {
    expression: `\\text{합치가격 } ${range}\\text{의 체결 수량 } Q`,
    value: executed,
    unit: 'count',
  };
}

/**
 * Why the auction cleared where it did (계산 보기): each price's quantities, the 합치가격 that
 * meet KRX's conditions, and the reference's choice among them (0022).
 */
export function explainClearing(clearing: Clearing, referencePrice: number): Explained {
  const levels = levelSteps(clearing, referencePrice);
  if (clearing.price === null || clearing.matching === null) {
    return explained(
      'won',
      FORMULA,
      [...levels, { expression: '\\text{합치가격 없음}', value: null }],
      NO_CROSS,
    );
  }
  const { low, high } = clearing.matching;
  const steps: Step[] = [...levels, matchingStep(clearing.executed, low, high)];
  if (low !== high) {
    steps.push({
      expression: `\\text{기준가격 } ${texWon(referencePrice)}\\text{에 가장 가까운 합치가격}`,
      value: clearing.price,
    });
  }
  steps.push({ expression: `P^{*} = ${texWon(clearing.price)}`, value: clearing.price });
  return explained('won', FORMULA, steps, RULE);
}
