import type { Market } from '../../schemas/market';
import { salesTax, salesTaxRate } from '../market/fees';
import { explained, texWon, type Explained } from '../maths/explained';
import { ratePercentText } from './marginal';

// 12경수01-03 세금: a sale pays 증권거래세 (and 농어촌특별세 on KOSPI) on the sale AMOUNT, whatever
// the profit, at the rates of the sale's KST day. The tax itself is the app's one function
// (`salesTax` in market/fees, written out by `explainSellEstimate`); this file adds the graph and
// the 양도소득세 예시.

/** "0.20 % (증권거래세 0.05 % + 농어촌특별세 0.15 %)" or "0.20 % (증권거래세)". */
export function taxRateText(kstDay: string, market: Market): string {
  const { transactionPpm, ruralSpecialPpm } = salesTaxRate(kstDay, market);
  const total = ratePercentText(transactionPpm + ruralSpecialPpm);
  return ruralSpecialPpm
    ? `${total} (증권거래세 ${ratePercentText(transactionPpm)} + 농어촌특별세 ${ratePercentText(ruralSpecialPpm)})`
    : `${total} (증권거래세)`;
}

export const TAX_MARKETS = ['KOSPI', 'KOSDAQ', 'KONEX'] as const satisfies readonly Market[];

export interface TaxCurvePoint {
  amount: number;
  /** T(A) in each market on the day, in won. */
  taxes: Record<(typeof TAX_MARKETS)[number], number>;
}

/** A round top for the graph's amount axis at or above the largest sale (1, 2 or 5 × 10ⁿ). */
export function roundTop(amount: number): number {
  const floorPower = 10 ** Math.floor(Math.log10(Math.max(amount, 10)));
  return [1, 2, 5, 10].map((m) => m * floorPower).find((top) => top >= amount)!;
}

/** T(A) at 0, ¼, ½, ¾ and all of `top` for each market: a straight line through the origin. */
export function taxCurve(top: number, kstDay: string): TaxCurvePoint[] {
  return [0, 1, 2, 3, 4].map((quarter) => {
    const amount = Math.round((top * quarter) / 4);
    return {
      amount,
      taxes: {
        KOSPI: salesTax(amount, kstDay, 'KOSPI'),
        KOSDAQ: salesTax(amount, kstDay, 'KOSDAQ'),
        KONEX: salesTax(amount, kstDay, 'KONEX'),
      },
    };
  });
}

/** A student with no sale sees this one, labelled 예시: 10주 of a KOSPI stock at 70,000원. */
export const EXAMPLE_SALE = {
  stockName: '예시 종목',
  market: 'KOSPI',
  quantity: 10,
  price: 70_000,
} as const;

// 소득세법 제94조·제104조: listed shares are taxed on gains only for a 대주주 — 2026: 종목당 보유액
// 50억 원 이상 (or 1 % of a KOSPI / 2 % of a KOSDAQ company) — at 20 % up to 3억 원 of gain and
// 25 % above. The lesson explains it; no student's account is ever taxed on gains.
export const CAPITAL_GAINS = {
  thresholdWon: 5_000_000_000,
  lowerRatePpm: 200_000,
  upperRatePpm: 250_000,
  bracketWon: 300_000_000,
} as const;

/** 대주주's 양도소득세 on a gain (before 기본공제 and 지방소득세): the lesson's 예시 only. */
export function explainCapitalGainsTax(gain: number): Explained {
  const { bracketWon, lowerRatePpm, upperRatePpm } = CAPITAL_GAINS;
  const lower = Math.min(gain, bracketWon);
  const upper = Math.max(gain - bracketWon, 0);
  const tax = Math.floor((lower * lowerRatePpm + upper * upperRatePpm) / 1_000_000);
  return explained(
    'won',
    '\\text{양도소득세} = \\min(G, 3\\text{억}) \\times 20\\% + \\max(G - 3\\text{억}, 0) \\times 25\\%',
    [{ expression: `${texWon(lower)} \\times 20\\% + ${texWon(upper)} \\times 25\\%`, value: tax }],
  );
}
