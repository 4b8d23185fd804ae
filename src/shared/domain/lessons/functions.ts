import { brokerageFee } from '../market/fees';
import { explained, texNumber, texWon, type Explained } from '../maths/explained';
import { ratePercentText, sellCost, sellTaxParts, type SellCostRates } from './marginal';

// 12경수02-01 경제 현상을 함수로: three functions on a student's own stock. A trade's cost as a
// function of its amount A — the fee ⌊Af⌋ and the sell tax ⌊Aτ⌋ are floor functions (the won is
// the smallest unit, cut as the broker does); a holding's value V(p) = qp, linear in the price;
// and the break-even price, the inverse of the net proceeds N(p) = qp − ⌊qpf⌋ − ⌊qpτ⌋ at the
// buy cost K = qb + ⌊qbf⌋. The derivatives of the same functions are 04-01's (marginal.ts).

const PPM = 1_000_000;
const ratePercent = (ppm: number) => `${texNumber(ppm / 10_000, 4)}\\%`;

/** The amount at which ⌊A × rate⌋ first reaches n won: the n-th step of the floor function. */
export const stepAmount = (n: number, ratePpm: number) => Math.ceil((n * PPM) / ratePpm);

/**
 * ⌊Af⌋ + ⌊Aτ⌋ for a sale of A won (the buy side pays the fee alone); on KOSPI τ is two taxes,
 * ⌊Aτ₁⌋ + ⌊Aτ₂⌋ (증권거래세, 농어촌특별세), each cut below the won as the sale is charged.
 */
export function explainTradeCost(amount: number, rates: SellCostRates): Explained {
  const { fee } = sellCost(amount, 1, rates);
  const rural = rates.ruralSpecialPpm ?? 0;
  const parts = sellTaxParts(amount, rates);
  const taxes = rural > 0 ? [rates.taxRatePpm - rural, rural] : [rates.taxRatePpm];
  const cuts = rural > 0 ? [parts.transaction, parts.ruralSpecial] : [parts.transaction];
  const floor = (ppm: number) => `\\lfloor ${texWon(amount)} \\times ${ratePercent(ppm)} \\rfloor`;
  const exact = (ppm: number) => `\\lfloor ${texNumber((amount * ppm) / PPM, 4)} \\rfloor`;
  const formula =
    rural > 0
      ? 'S(A) = \\lfloor A f \\rfloor + \\lfloor A \\tau_1 \\rfloor + \\lfloor A \\tau_2 \\rfloor'
      : 'S(A) = \\lfloor A f \\rfloor + \\lfloor A \\tau \\rfloor';
  const allRates = [rates.feeRatePpm, ...taxes];
  return explained('won', formula, [
    { expression: allRates.map(floor).join(' + '), value: null },
    {
      expression: `${allRates.map(exact).join(' + ')} = ${[fee, ...cuts].map(texWon).join(' + ')}`,
      value: fee + cuts.reduce((sum, cut) => sum + cut, 0),
    },
  ]);
}

export interface FloorRow {
  amount: number;
  /** Af before the cut (exact: A × ppm is a whole number of millionths). */
  exact: number;
  fee: number;
}

/** Amounts on both sides of the fee's first step (the graph shows the next), and the student's own. */
export function floorRows(amount: number, feeRatePpm: number): FloorRow[] {
  const edges = [stepAmount(1, feeRatePpm) - 1, stepAmount(1, feeRatePpm)];
  return [...new Set([...edges, amount])]
    .filter((a) => a > 0)
    .sort((x, y) => x - y)
    .map((a) => ({
      amount: a,
      exact: (a * feeRatePpm) / PPM,
      fee: brokerageFee(a, feeRatePpm),
    }));
}

/** What q shares bought at the average price b cost: qb and its fee ⌊qbf⌋. */
export function buyCost(quantity: number, averagePrice: number, feeRatePpm: number) {
  const amount = Math.round(quantity * averagePrice);
  const fee = brokerageFee(amount, feeRatePpm);
  return { amount, fee, cost: amount + fee };
}

/** N(p): what selling q shares at p brings in after the fee and the tax, in won. */
export function netProceeds(price: number, quantity: number, rates: SellCostRates): number {
  return price * quantity - sellCost(price, quantity, rates).cost;
}

/**
 * The lowest whole-won price at which N(p) ≥ K. N(p) > qp(1 − f − τ) − 2 (each cut takes less
 * than a won), so no price below (K − 2) ÷ (q(1 − f − τ)) can reach K: the search starts there.
 */
export function breakEvenPrice(cost: number, quantity: number, rates: SellCostRates): number {
  const keep = quantity * (1 - (rates.feeRatePpm + rates.taxRatePpm) / PPM);
  let price = Math.max(1, Math.floor((cost - 2) / keep));
  while (netProceeds(price, quantity, rates) < cost) price += 1;
  return price;
}

export interface BreakEvenInput {
  quantity: number;
  averagePrice: number;
  rates: SellCostRates;
}

/** p* = N⁻¹(K): the smooth inverse K ÷ (q(1 − f − τ)), then the first whole won that reaches K. */
export function explainBreakEven({ quantity, averagePrice, rates }: BreakEvenInput): Explained {
  const buy = buyCost(quantity, averagePrice, rates.feeRatePpm);
  const keep = 1 - (rates.feeRatePpm + rates.taxRatePpm) / PPM;
  const smooth = buy.cost / (quantity * keep);
  const price = breakEvenPrice(buy.cost, quantity, rates);
  const taxCuts = rates.ruralSpecialPpm
    ? '\\lfloor qp\\tau_1 \\rfloor - \\lfloor qp\\tau_2 \\rfloor'
    : '\\lfloor qp\\tau \\rfloor';
  return explained(
    'won',
    `N(p) = qp - \\lfloor qpf \\rfloor - ${taxCuts} = K \\Rightarrow p = N^{-1}(K) \\approx \\frac{K}{q(1 - f - \\tau)}`,
    [
      {
        expression: `K = qb + \\lfloor qbf \\rfloor = ${texWon(buy.amount)} + ${texWon(buy.fee)}`,
        value: buy.cost,
      },
      {
        expression: `\\frac{${texWon(buy.cost)}}{${texWon(quantity)} \\times (1 - ${ratePercent(rates.feeRatePpm)} - ${ratePercent(rates.taxRatePpm)})}`,
        value: Math.round(smooth * 100) / 100,
      },
      {
        expression: `N(${texWon(price - 1)}) = ${texWon(netProceeds(price - 1, quantity, rates))} < K \\le N(${texWon(price)}) = ${texWon(netProceeds(price, quantity, rates))}`,
        value: price,
      },
    ],
  );
}

/** V(p) = qp: the value of q shares, linear in the price with slope q. */
export function explainLinearValue(quantity: number, price: number): Explained {
  return explained('won', 'V(p) = q \\times p', [
    { expression: `${texWon(quantity)} \\times ${texWon(price)}`, value: quantity * price },
  ]);
}

/** Points of a graph, x then y, as the server samples them and the client draws them. */
export type Point = [number, number];

/** The fee ⌊Af⌋ as a staircase over its first `steps` steps, with the line Af it is cut from. */
export function feeStairs(feeRatePpm: number, steps = 4): { stairs: Point[]; line: Point[] } {
  const end = stepAmount(steps, feeRatePpm);
  const stairs: Point[] = [[0, 0]];
  for (let n = 1; n < steps; n += 1) {
    const at = stepAmount(n, feeRatePpm);
    stairs.push([at, n - 1], [at, n]);
  }
  stairs.push([end, steps - 1], [end, steps]);
  return {
    stairs,
    line: [
      [0, 0],
      [end, (end * feeRatePpm) / PPM],
    ],
  };
}

/** N(p) sampled at `samples` + 1 whole-won prices from low to high. */
export function netProceedsCurve(
  low: number,
  high: number,
  quantity: number,
  rates: SellCostRates,
  samples = 40,
): Point[] {
  const prices = [
    ...new Set(
      Array.from({ length: samples + 1 }, (_, i) => Math.round(low + ((high - low) * i) / samples)),
    ),
  ];
  return prices.map((p) => [p, netProceeds(p, quantity, rates)]);
}

/** 0.20 %, or on KOSPI its two taxes, each cut below the won on its own. */
const sellTaxRateText = (rates: SellCostRates) => {
  const rural = rates.ruralSpecialPpm ?? 0;
  if (rural === 0) return ratePercentText(rates.taxRatePpm);
  return `${ratePercentText(rates.taxRatePpm - rural)} + ${ratePercentText(rural)}(증권거래세와 농어촌특별세, 각각 원 미만 버림)`;
};

/** The 계산 과제: the largest holding's break-even price at the class's rates. */
export function breakEvenQuestion(
  holding: { name: string; quantity: number; averagePrice: number } | undefined,
  rates: SellCostRates | undefined,
): { question: string; explanation: Explained | null } {
  if (!holding || !rates)
    return { question: '보유 종목이 생기면 풀 수 있어요.', explanation: null };
  const b = holding.averagePrice.toLocaleString('ko-KR', { maximumFractionDigits: 2 });
  return {
    question: `${holding.name} ${holding.quantity}주를 평균 단가 ${b}원에 샀어요. 산 비용 K = qb + ⌊qbf⌋를 구하고, 수수료율 ${ratePercentText(rates.feeRatePpm)}와 세율 ${sellTaxRateText(rates)}로 모두 팔아 받는 돈 N(p)가 K 이상이 되는 가장 낮은 매도가 p*(원)를 구해 보세요.`,
    explanation: explainBreakEven({ ...holding, rates }),
  };
}
