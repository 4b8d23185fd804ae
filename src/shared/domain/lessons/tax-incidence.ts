import { clearAuction, curves, type AuctionOrderInput } from '../auction/clearing';
import { explainClearing } from '../auction/explain';
import { roundToTick } from '../market/tick-size';
import { explained, texWon, type Explained } from '../maths/explained';

// 12경수02-05 세금과 균형가격: a per-share tax t
// on sellers shifts the supply curve up by t — a seller who asked p now needs p + t from the
// buyers (the first 호가 at or above it). The same order book is cleared by the app's KRX rule
// (docs/decisions/0022) with and without the tax; 조세 귀착 splits t into the buyers' price rise
// and the sellers' net price fall.

/** Every sell order asks t more per share, on the tick grid (rounded up: the seller needs ≥ p + t). */
export function taxSellers(orders: AuctionOrderInput[], tax: number): AuctionOrderInput[] {
  return orders.map((o) =>
    o.side === 'SELL' ? { ...o, price: roundToTick(o.price + tax, 'up') } : o,
  );
}

export interface TaxIncidence {
  before: { price: number; quantity: number };
  /** The buyers' price with the tax and the sellers' net price (buyers' price − t). */
  after: { price: number; net: number; quantity: number };
  /** How much of t the buyers bear (their price rise) and the sellers (their net price fall). */
  buyers: number;
  sellers: number;
}

/** Both clearings of one book, or null when either has no 합치가격 (nothing trades). */
export function taxIncidence(
  orders: AuctionOrderInput[],
  tax: number,
  referencePrice: number,
): TaxIncidence | null {
  const before = clearAuction(orders, referencePrice);
  const after = clearAuction(taxSellers(orders, tax), referencePrice);
  if (before.price === null || after.price === null) return null;
  return {
    before: { price: before.price, quantity: before.executed },
    after: { price: after.price, net: after.price - tax, quantity: after.executed },
    buyers: after.price - before.price,
    sellers: before.price - (after.price - tax),
  };
}

/**
 * The 예시 book a class without a closed call auction works on (labelled 예시 on the page): nine
 * buyers of 10 shares bidding 10,300 down to 9,900 and nine sellers asking 9,800 up to 10,200, 50
 * won apart. Demand and supply fall and rise alike, so the textbook's first result shows at the
 * default t = 100: P₀ = 10,050 (60 shares), P_B = 10,100 (50), each side bearing 50.
 */
export const EXAMPLE_BOOK: { referencePrice: number; orders: AuctionOrderInput[] } = {
  referencePrice: 10_000,
  orders: [
    ...Array.from({ length: 9 }, (_, i) => ({ side: 'BUY' as const, price: 10_300 - 50 * i })),
    ...Array.from({ length: 9 }, (_, i) => ({ side: 'SELL' as const, price: 9_800 + 50 * i })),
  ].map((o, i) => ({ ...o, id: i + 1, quantity: 10, createdAt: i + 1 })),
};

/** The supply curve as the buyers meet it: every ask raised by t (drawn beside the untaxed one). */
export const taxedSupply = (orders: AuctionOrderInput[], tax: number) =>
  curves(taxSellers(orders, tax)).supply;

/** 소득 변화: the demand curve of the buys placed before the teacher's deposit (epoch ms). */
export const demandBefore = (orders: AuctionOrderInput[], at: number) =>
  curves(orders.filter((o) => o.createdAt < at)).demand;

export interface IncidenceFigures {
  /** The same book cleared without the tax: P₀ (계산 보기 = the clearing's own steps). */
  untaxed: Explained;
  /** P_B − P₀: the buyers' share of t. */
  buyers: Explained;
  /** P₀ − (P_B − t): the sellers' share of t. */
  sellers: Explained;
}

/** 계산 보기 of 조세 귀착 on one book: P₀ without the tax, then each side's share of t. */
export function explainIncidence(
  orders: AuctionOrderInput[],
  referencePrice: number,
  tax: number,
  incidence: TaxIncidence,
): IncidenceFigures {
  const { before, after } = incidence;
  return {
    untaxed: explainClearing(clearAuction(orders, referencePrice), referencePrice),
    buyers: explained(
      'won',
      '\\text{구매자 부담} = P_{B} - P_{0}',
      [{ expression: `${texWon(after.price)} - ${texWon(before.price)}`, value: incidence.buyers }],
      '세금이 있을 때 구매자가 내는 가격(P_B)이 세금이 없을 때의 균형가격(P₀)보다 오른 만큼이 구매자의 부담이에요.',
    ),
    sellers: explained(
      'won',
      '\\text{판매자 부담} = P_{0} - (P_{B} - t)',
      [
        {
          expression: `P_{B} - t = ${texWon(after.price)} - ${texWon(tax)}`,
          value: after.net,
        },
        { expression: `${texWon(before.price)} - ${texWon(after.net)}`, value: incidence.sellers },
      ],
      '판매자는 구매자가 낸 가격에서 세금 t를 떼고 받아요. 그 받는 가격이 P₀보다 내려간 만큼이 판매자의 부담이에요.',
    ),
  };
}

/** The class's latest closed call auction that ran with a lesson's tax (12경수02-05's 과제). */
export interface TaxedAuctionFacts {
  stockName: string;
  closedOn: string;
  referencePrice: number;
  tax: number;
  orders: AuctionOrderInput[];
}

/** 계산 과제: the buyers' share of the tax on the class's own taxed auction, P_B − P₀. */
export function taxIncidenceQuestion(facts: TaxedAuctionFacts | null): {
  question: string;
  explanation: Explained | null;
} {
  if (!facts)
    return {
      question: '선생님이 수업용 세금을 매긴 단일가 매매가 끝나면 풀 수 있어요.',
      explanation: null,
    };
  const incidence = taxIncidence(facts.orders, facts.tax, facts.referencePrice);
  const auction = `${facts.closedOn} ${facts.stockName} 단일가 매매(판매자에게 주당 ${facts.tax.toLocaleString('ko-KR')}원의 세금)`;
  if (!incidence)
    return {
      question: `${auction}는 세금이 있을 때나 없을 때 체결되는 가격이 없어서 풀 수 없어요.`,
      explanation: null,
    };
  return {
    question: `${auction}의 주문으로 세금이 없을 때의 균형가격 P₀를 구하고, 실제 체결가 P_B와 비교해 구매자가 부담한 주당 세금 P_B − P₀(원)를 계산해 보세요.`,
    explanation: explainIncidence(facts.orders, facts.referencePrice, facts.tax, incidence).buyers,
  };
}
