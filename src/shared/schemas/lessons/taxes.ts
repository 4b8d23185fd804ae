import { z } from 'zod';
import { zExplanation, zMetric } from '../explanation';
import { zMarket } from '../market';

// 12경수01-03 세금: the student's own sells with their 증권거래세·농어촌특별세, the tax as a function
// of the sale amount, and a 양도소득세 explanation (never applied to a student).

const zTaxedSale = z.object({
  tradeId: z.number().int(),
  /** The sale's KST day: the day whose rates it paid. */
  date: z.string(),
  stockName: z.string(),
  market: zMarket,
  quantity: z.number().int(),
  price: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  /** The tax the ledger recorded for the sale (0 where the class exempts it). */
  tax: z.number().int(),
  rateText: z.string(),
  /** The fee and the tax written out (⌊A × f⌋, ⌊A × τ⌋) by the trade modal's own estimate. */
  feeFigure: zExplanation,
  taxFigure: zExplanation,
  /** (매도가 − 평균 단가) × 수량 before fee and tax; null when the trades do not show the buy. */
  realised: z.number().int().nullable(),
});
export type TaxedSale = z.infer<typeof zTaxedSale>;

export const zTaxesLesson = z.object({
  /** The student's sells, newest first; empty: the lesson shows `example` instead. */
  sales: zTaxedSale.array(),
  /** A 예시 sale (10주 × 70,000원 on KOSPI) when the student has not sold. */
  example: zTaxedSale.nullable(),
  missing: z.string().nullable(),
  /** The class exempts sells from tax (a class rule): the ledger shows 0 원. */
  exempt: z.boolean(),
  /** The newest sale that paid tax at a loss, to say why it still paid. */
  lossSale: z
    .object({ tradeId: z.number().int(), realised: z.number().int(), tax: z.number().int() })
    .nullable(),
  /** The 계산 과제 (lastSaleCosts): fee + tax of the last sale, null before any sale. */
  lastSaleCosts: zMetric.nullable(),
  curve: z.object({
    /** The KST day whose rates the graph uses (the market's today). */
    date: z.string(),
    rates: z.object({ market: zMarket, text: z.string() }).array(),
    points: z
      .object({
        amount: z.number().int(),
        taxes: z.object({
          KOSPI: z.number().int(),
          KOSDAQ: z.number().int(),
          KONEX: z.number().int(),
        }),
      })
      .array(),
  }),
  capitalGains: z.object({
    thresholdWon: z.number().int(),
    exampleGain: z.number().int(),
    exampleTax: zMetric,
  }),
});
export type TaxesLesson = z.infer<typeof zTaxesLesson>;
