import { explained, texNumber, texSum, texWon, type Explained } from '../maths/explained';

// 12경수01-01 우리 반 주가지수: the lesson's figures. An index of the stocks
// the class holds, base 100 on a base day, computed as KOSPI is — 시가총액 가중: 100 × Σ qᵢ(t)Pᵢ(t) ÷
// Σ qᵢ(0)Pᵢ(0), qᵢ(t) the day's listed shares — and, to compare, price-weighted: ΣPᵢ(t) ÷ D with a
// divisor D that a split rescales (as the Dow's). A member needs a close on both days; the caller
// chooses days every member traded. A split, 무상증자, 병합 or 감자 multiplies the shares as it
// divides the price, so neither index moves on it.

/** A change of a member's share count: new shares per old share from `date` on. */
export interface ShareChange {
  date: string;
  ratio: number;
}

export interface IndexMember {
  symbol: string;
  name: string;
  /** 상장주식수 from the catalogue, as of its listing day. */
  listedShares: number;
  /** The listing day and the share changes of the data, where there are any. */
  shareChanges?: { listedOn: string; changes: ShareChange[] };
  /** Real KRX closes by KST day. */
  closes: Record<string, number>;
}

const indexValue = (value: number) => Math.round(value * 100) / 100;

/** The days from `base` on where every member has a close: the index is only taken on those. */
export function commonDays(members: IndexMember[], days: string[], base: string): string[] {
  return days.filter((d) => d >= base && members.every((m) => m.closes[d] !== undefined));
}

/** The product of the share changes after `from` up to and including `to`. */
function changeBetween(member: IndexMember, from: string, to: string): number {
  return (member.shareChanges?.changes ?? [])
    .filter((c) => from < c.date && c.date <= to)
    .reduce((product, c) => product * c.ratio, 1);
}

/** qᵢ(t): the listing's shares carried to day t through the share changes between them. */
export function sharesOn(member: IndexMember, day: string): number {
  const listedOn = member.shareChanges?.listedOn;
  if (listedOn === undefined) return member.listedShares;
  const shares =
    day >= listedOn
      ? member.listedShares * changeBetween(member, listedOn, day)
      : member.listedShares / changeBetween(member, day, listedOn);
  return Math.round(shares);
}

/** I(t) = 100 × Σ qᵢ(t)Pᵢ(t) ÷ Σ qᵢ(0)Pᵢ(0), to 0.01 point. */
export function capWeightedIndex(members: IndexMember[], base: string, day: string): number {
  const cap = (d: string) => members.reduce((sum, m) => sum + sharesOn(m, d) * m.closes[d]!, 0);
  return indexValue((100 * cap(day)) / cap(base));
}

/**
 * I(t) = ΣPᵢ(t) ÷ D(t) on consecutive index days, D = ΣPᵢ(0) ÷ 100 on the first: a member's share
 * change between two days puts its price before it at the new shares (÷ ratio), and D is scaled
 * by ΣP after ÷ ΣP before so the change alone does not move the index. To 0.01 point.
 */
export function priceWeightedSeries(members: IndexMember[], days: string[]): number[] {
  const sum = (d: string) => members.reduce((total, m) => total + m.closes[d]!, 0);
  let divisor = sum(days[0]!) / 100;
  return days.map((day, i) => {
    const before = days[i - 1];
    if (before !== undefined) {
      const carried = members.reduce(
        (total, m) => total + m.closes[before]! / changeBetween(m, before, day),
        0,
      );
      divisor *= carried / sum(before);
    }
    return indexValue(sum(day) / divisor);
  });
}

/** One day's 시가총액 가중 value written out, for students to redo by hand. */
export function explainCapWeighted(members: IndexMember[], base: string, day: string): Explained {
  const terms = (d: string) =>
    texSum(members.map((m) => `${texWon(sharesOn(m, d))} \\times ${texWon(m.closes[d]!)}`));
  return explained(
    'number',
    'I(t) = 100 \\times \\frac{\\sum q_i(t) P_i(t)}{\\sum q_i(0) P_i(0)}',
    [
      {
        expression: `100 \\times \\frac{${terms(day)}}{${terms(base)}}`,
        value: capWeightedIndex(members, base, day),
      },
    ],
  );
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
