import { demandAt, type AuctionOrderInput } from '../auction/clearing';
import {
  explained,
  redoable,
  roundRatio,
  texWon,
  unavailable,
  type Explained,
} from '../maths/explained';

// [12경수04-03] 가격탄력성 on the class call auction's demand curve. D(P) is a step function: it
// only moves at the buy orders' prices, so the elasticity at the clearing price P* is an arc
// (midpoint) elasticity between the two corners of the curve around P*.

export type DemandOrder = Pick<AuctionOrderInput, 'side' | 'price' | 'quantity'>;

/** A corner of the demand curve: a buy order's price, D there and what selling D would bring. */
export interface DemandStep {
  price: number;
  demand: number;
  /** P·D(P): what the sellers would take in if D(P) shares traded at P. */
  revenue: number;
}

export type ElasticityReading = 'elastic' | 'inelastic' | 'unit';

export interface Arc {
  /** The lower price and the larger quantity bought there. */
  low: DemandStep;
  /** The higher price (the step P* lies on, when there is a step below it). */
  high: DemandStep;
  /** false: P* is at or below every buy price, so the arc is the two lowest steps above it. */
  brackets: boolean;
}

export interface ElasticityLesson {
  steps: DemandStep[];
  arc: Arc | null;
  elasticity: Explained;
  /** From the revenues at the two ends (exact integers), not from the rounded E. */
  reading: ElasticityReading | null;
  /** The step with the largest P·D(P): where |E| = 1 lies between its neighbours. */
  bestRevenue: DemandStep | null;
}

export const ELASTICITY_FORMULA =
  'E = \\dfrac{\\Delta Q / \\bar{Q}}{\\Delta P / \\bar{P}},\\quad \\bar{Q} = \\tfrac{Q_1 + Q_2}{2},\\ \\bar{P} = \\tfrac{P_1 + P_2}{2}';

/** The demand curve's corners, ascending by price: one per distinct buy price. */
export function demandSteps(orders: DemandOrder[]): DemandStep[] {
  const inputs = orders.map((o, id) => ({ ...o, id, createdAt: 0 }));
  const prices = [...new Set(orders.filter((o) => o.side === 'BUY').map((o) => o.price))].sort(
    (a, b) => a - b,
  );
  return prices.map((price) => {
    const demand = demandAt(inputs, price);
    return { price, demand, revenue: price * demand };
  });
}

/**
 * The two corners around P*: P* lies on the step of the lowest buy price at or above it (D is
 * the same on the whole step), and the step below is the next lower buy price. With nothing
 * bought below P*, the two lowest steps stand in (said in the note).
 */
export function arcAround(steps: DemandStep[], clearingPrice: number): Arc | null {
  const on = steps.findIndex((s) => s.price >= clearingPrice);
  if (on < 0 || steps.length < 2) return null;
  if (on === 0) return { low: steps[0]!, high: steps[1]!, brackets: false };
  return { low: steps[on - 1]!, high: steps[on]!, brackets: true };
}

/**
 * With the midpoint formula |E| > 1 exactly when the lower price brings more revenue:
 * (Q₂−Q₁)(P₁+P₂) > (P₁−P₂)(Q₁+Q₂) ⇔ 2(P₂Q₂ − P₁Q₁) > 0. So the reading compares two integers.
 */
export function readingOf(arc: Arc): ElasticityReading {
  if (arc.low.revenue > arc.high.revenue) return 'elastic';
  if (arc.low.revenue < arc.high.revenue) return 'inelastic';
  return 'unit';
}

export const READING_TEXT: Record<ElasticityReading, string> = {
  elastic:
    '|E| > 1 (탄력적): 가격이 내린 비율보다 수요량이 늘어난 비율이 커서, 한 계단 낮은 가격에서 매도자의 수입 P·D(P)가 더 커요.',
  inelastic:
    '|E| < 1 (비탄력적): 수요량이 늘어난 비율이 가격이 내린 비율보다 작아서, 한 계단 높은 가격에서 매도자의 수입 P·D(P)가 더 커요.',
  unit: '|E| = 1 (단위탄력적): 두 가격에서 매도자의 수입 P·D(P)가 같아요.',
};

const NOTE_BELOW =
  '체결가보다 낮은 매수 주문이 없어서, 체결가 위의 가장 낮은 두 계단 사이에서 탄력성을 구했어요.';

function explainArc(arc: Arc): Explained {
  const { low, high } = arc;
  const dQ = low.demand - high.demand;
  const dP = low.price - high.price;
  const meanQ = (low.demand + high.demand) / 2;
  const meanP = (low.price + high.price) / 2;
  const value = roundRatio(dQ / meanQ / (dP / meanP));
  const [q, p] = redoable(
    [
      { value: dQ / meanQ, style: 'percent', digits: 2 },
      { value: dP / meanP, style: 'percent', digits: 2 },
    ],
    ([x, y]) => x! / y!,
    value,
    'number',
  );
  return explained(
    'number',
    ELASTICITY_FORMULA,
    [
      {
        expression: `P_1 = ${texWon(high.price)},\\ Q_1 = D(P_1) = ${high.demand}`,
        value: high.demand,
        unit: 'count',
      },
      {
        expression: `P_2 = ${texWon(low.price)},\\ Q_2 = D(P_2) = ${low.demand}`,
        value: low.demand,
        unit: 'count',
      },
      {
        expression: `\\dfrac{\\Delta Q}{\\bar{Q}} = \\dfrac{${low.demand} - ${high.demand}}{(${high.demand} + ${low.demand})/2}`,
        value: roundRatio(dQ / meanQ),
        unit: 'ratio',
      },
      {
        expression: `\\dfrac{\\Delta P}{\\bar{P}} = \\dfrac{${texWon(low.price)} - ${texWon(high.price)}}{(${texWon(high.price)} + ${texWon(low.price)})/2}`,
        value: roundRatio(dP / meanP),
        unit: 'ratio',
      },
      { expression: `E = \\dfrac{${q}}{${p}}`, value },
    ],
    arc.brackets ? undefined : NOTE_BELOW,
  );
}

const NO_CLEARING =
  '이 단일가 매매는 매수 가격이 매도 가격에 닿지 않아 체결가가 없어요. 체결된 단일가 매매를 골라 주세요.';
const ONE_STEP =
  '매수 주문의 가격이 한 가지뿐이라 수요곡선에 계단이 하나뿐이에요. 서로 다른 가격의 매수 주문이 두 개 이상 있어야 탄력성을 구할 수 있어요.';

/** The lesson's figures for one closed auction's orders (those that counted) and its P*. */
export function elasticityLesson(
  orders: DemandOrder[],
  clearingPrice: number | null,
): ElasticityLesson {
  const steps = demandSteps(orders);
  const bestRevenue = steps.reduce<DemandStep | null>(
    (best, s) => (best === null || s.revenue > best.revenue ? s : best),
    null,
  );
  if (clearingPrice === null)
    return {
      steps,
      arc: null,
      elasticity: unavailable('number', ELASTICITY_FORMULA, NO_CLEARING),
      reading: null,
      bestRevenue,
    };
  const arc = arcAround(steps, clearingPrice);
  if (!arc)
    return {
      steps,
      arc: null,
      elasticity: unavailable('number', ELASTICITY_FORMULA, ONE_STEP),
      reading: null,
      bestRevenue,
    };
  return { steps, arc, elasticity: explainArc(arc), reading: readingOf(arc), bestRevenue };
}
