import { z } from 'zod';
import { queryInteger } from '../query-integer';
import { zAuctionLesson } from '../auctions';
import { zLessonQuery } from './lesson-query';

// 12경수02-05 세금과 균형가격: a closed class call auction (or the 예시 book) cleared again with
// a per-share tax t on sellers; an auction the teacher opened with a tax shows its own tax.

export const zTaxIncidenceQuery = zLessonQuery.extend({
  tax: queryInteger('세금은 0원 이상 10,000원 이하의 정수로 넣어 주세요.', {
    min: 0,
    max: 10_000,
  }).default(100),
});

export const zTaxIncidenceLesson = z.object({
  /** The class's last closed call auction, or null: the 예시 book. */
  auction: z.object({ id: z.number().int(), stockName: z.string(), date: z.string() }).nullable(),
  referencePrice: z.number().int(),
  tax: z.number().int(),
  /** true: the auction itself ran with this tax (it cleared and settled on the taxed book). */
  taxFromAuction: z.boolean(),
  /** The book's curves, as the auction page draws them. */
  demand: z.array(z.object({ price: z.number().int(), quantity: z.number().int() })),
  supply: z.array(z.object({ price: z.number().int(), quantity: z.number().int() })),
  /** The taxed supply, the demand before a 소득 변화, E₀/E₁ and 계산 보기. */
  figure: zAuctionLesson.nullable(),
  incidence: z
    .object({
      before: z.object({ price: z.number().int(), quantity: z.number().int() }),
      after: z.object({
        price: z.number().int(),
        net: z.number().int(),
        quantity: z.number().int(),
      }),
      buyers: z.number().int(),
      sellers: z.number().int(),
    })
    .nullable(),
  /** Why there is no comparison (no cross with or without the tax), else null. */
  missing: z.string().nullable(),
});
export type TaxIncidenceLesson = z.infer<typeof zTaxIncidenceLesson>;
