import { z } from 'zod';
import { queryInteger } from '../query-integer';
import { zExplanation } from '../explanation';
import { zLessonQuery } from './lesson-query';

// 역행렬로 두 종목 주문 짜기 ([12경수03-02]): GET /lessons/inverse?a=…&b=…&budget=W&shares=N.

export const inverseMessages = {
  budget: '예산 W는 1원 이상 10억 원 이하의 정수로 입력해 주세요.',
  shares: '주식 수 N은 1주 이상 10,000주 이하의 정수로 입력해 주세요.',
  noStocks: '보유 종목이나 관심 종목이 두 개 이상이면 두 종목 주문을 짤 수 있어요.',
  symbol: '종목 코드는 6자리입니다.',
  distinct: '서로 다른 두 종목을 고르세요',
  notMine: '보유 종목이나 관심 종목 중에서 골라 주세요.',
} as const;

const zSymbol = z.string(inverseMessages.symbol).regex(/^[0-9A-Z]{6}$/, inverseMessages.symbol);

/** W and N a student tries; both absent: the server opens with targets from the two prices. */
export const zInverseTargets = z.strictObject({
  budget: queryInteger(inverseMessages.budget, { min: 1, max: 1_000_000_000 }),
  shares: queryInteger(inverseMessages.shares, { min: 1, max: 10_000 }),
});
export type InverseTargets = z.infer<typeof zInverseTargets>;

/** The two stocks a student picks (from their holdings and watchlist) with W and N. */
export const zInverseAsk = zInverseTargets
  .extend({ a: zSymbol, b: zSymbol })
  .refine((ask) => ask.a !== ask.b, { message: inverseMessages.distinct, path: ['b'] });
export type InverseAsk = z.infer<typeof zInverseAsk>;

/** Anything absent: the two largest holdings, and targets from their prices. */
export const zInverseQuery = zLessonQuery
  .extend({ ...zInverseTargets.partial().shape, a: zSymbol.optional(), b: zSymbol.optional() })
  .refine((q) => q.a === undefined || q.a !== q.b, {
    message: inverseMessages.distinct,
    path: ['b'],
  });
export type InverseQuery = z.infer<typeof zInverseQuery>;

const zOrderStock = z.object({
  symbol: z.string(),
  name: z.string(),
  price: z.number(),
  /** Where the price is from: the quote's label (과거 시세 재생 · 2026-03-20, KRX 종가 · …). */
  source: z.string(),
});

export const zInverseLesson = z.object({
  /** Null with `missing` when the student has fewer than two stocks held or watched. */
  order: z
    .object({
      from: z.enum(['holdings', 'watchlist']),
      /** The stocks the student may pick from: held ones first, then the watchlist's, priced. */
      choices: z.array(z.object({ symbol: z.string(), name: z.string() })),
      a: zOrderStock,
      b: zOrderStock,
      targets: zInverseTargets,
      tex: z.object({
        a: z.string(),
        system: z.string(),
        inverse: z.string().nullable(),
        check: z.string().nullable(),
      }),
      det: zExplanation,
      x: zExplanation,
      y: zExplanation,
      whole: z
        .object({
          x: z.number(),
          y: z.number(),
          cost: z.number(),
          leftover: z.number(),
          otherWay: z.object({ x: z.number(), y: z.number(), over: z.number() }).nullable(),
        })
        .nullable(),
      wholeNote: z.string().nullable(),
    })
    .nullable(),
  missing: z.string().nullable(),
});
export type InverseLesson = z.infer<typeof zInverseLesson>;
