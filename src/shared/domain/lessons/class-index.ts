import { explained, texNumber, texSum, texWon, type Explained } from '../maths/explained';

// 12경수01-01 우리 반 주가지수: the lesson's figures. An index of the stocks
// the class holds, base 100 on a base day, computed as KOSPI is — 시가총액 가중: 100 × Σ qᵢPᵢ(t) ÷
// Σ qᵢPᵢ(0), qᵢ the catalogue's listed shares — and, to compare, price-weighted: 100 × ΣPᵢ(t) ÷
// ΣPᵢ(0). A member needs a close on both days; the caller chooses days every member traded.

export interface IndexMember {
  symbol: string;
  name: string;
  /** 상장주식수 from the catalogue (held fixed over the window, said so on the page). */
  listedShares: number;
  /** Real KRX closes by KST day. */
  closes: Record<string, number>;
}

const indexValue = (value: number) => Math.round(value * 100) / 100;

/** The days from `base` on where every member has a close: the index is only taken on those. */
export function commonDays(members: IndexMember[], days: string[], base: string): string[] {
  return days.filter((d) => d >= base && members.every((m) => m.closes[d] !== undefined));
}

/** I(t) = 100 × Σ qᵢPᵢ(t) ÷ Σ qᵢPᵢ(0), to 0.01 point. */
export function capWeightedIndex(members: IndexMember[], base: string, day: string): number {
  const cap = (d: string) => members.reduce((sum, m) => sum + m.listedShares * m.closes[d]!, 0);
  return indexValue((100 * cap(day)) / cap(base));
}

/** I(t) = 100 × ΣPᵢ(t) ÷ ΣPᵢ(0), to 0.01 point. */
export function priceWeightedIndex(members: IndexMember[], base: string, day: string): number {
  const sum = (d: string) => members.reduce((total, m) => total + m.closes[d]!, 0);
  return indexValue((100 * sum(day)) / sum(base));
}

/** One day's 시가총액 가중 value written out, for students to redo by hand. */
export function explainCapWeighted(members: IndexMember[], base: string, day: string): Explained {
  const terms = (d: string) =>
    texSum(members.map((m) => `${texWon(m.listedShares)} \\times ${texWon(m.closes[d]!)}`));
  return explained('number', 'I(t) = 100 \\times \\frac{\\sum q_i P_i(t)}{\\sum q_i P_i(0)}', [
    {
      expression: `100 \\times \\frac{${terms(day)}}{${terms(base)}}`,
      value: capWeightedIndex(members, base, day),
    },
  ]);
}

/** 포인트 vs 등락률: the change between two index values in points and in percent. */
export function indexChange(from: number, to: number) {
  return {
    points: indexValue(to - from),
    percent: Math.round(((to - from) / from) * 10_000) / 100,
  };
}

/** An index level rebased to 100 on the base day (KOSPI and KOSDAQ beside the class's index). */
export function rebased(level: number, baseLevel: number): number {
  return indexValue((100 * level) / baseLevel);
}

export interface Split {
  symbol: string;
  date: string;
  previousClose: number;
  /** The day's 기준가 after the split: previousClose ÷ ratio, as KRX set it. */
  basePrice: number;
  sharesRatio: number;
}

/**
 * Why a split must not move an index: 시가총액 (shares × price) is the same before and after, so a
 * cap-weighted index needs nothing; a price-weighted one would drop by the price cut, so its
 * divisor D is scaled by ΣP after ÷ ΣP before. Written out on a real KRX split.
 */
export function explainDivisorAfterSplit(
  priceSum: number,
  divisor: number,
  split: Split,
): Explained {
  const after = priceSum - split.previousClose + split.basePrice;
  return explained(
    'number',
    "D' = D \\times \\frac{\\sum P_{\\text{분할 후}}}{\\sum P_{\\text{분할 전}}}",
    [
      {
        expression: `${texNumber(divisor, 4)} \\times \\frac{${texWon(priceSum)} - ${texWon(split.previousClose)} + ${texWon(split.basePrice)}}{${texWon(priceSum)}}`,
        value: Math.round(((divisor * after) / priceSum) * 10_000) / 10_000,
      },
    ],
  );
}
