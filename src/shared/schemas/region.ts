import { z } from 'zod';

// 우리 반 규칙은 부등식의 영역 (docs/product/teaching.md#lessons): two stocks a student chooses, the class rules in (x, y).

export const regionMessages = {
  symbol: '종목 코드는 6자리입니다.',
  distinct: '서로 다른 두 종목을 고르세요',
  noPrice: '이 종목의 현재가가 아직 없습니다',
} as const;

const zSymbol = z
  .string(regionMessages.symbol)
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{6}$/, regionMessages.symbol);

export const zRegionQuery = z
  .object({ a: zSymbol, b: zSymbol })
  .refine((q) => q.a !== q.b, { message: regionMessages.distinct, path: ['b'] });

const zStock = z.object({
  symbol: z.string(),
  name: z.string(),
  price: z.number(),
  held: z.number(),
});

export const zRegion = z.object({
  a: zStock,
  b: zStock,
  objective: z.string(),
  objectiveKind: z.enum(['SHARES', 'INVESTED']),
  inequalities: z.array(
    z.object({
      key: z.string(),
      a: z.number(),
      b: z.number(),
      c: z.number(),
      rule: z.string(),
      tex: z.string(),
    }),
  ),
  vertices: z.array(z.object({ x: z.number(), y: z.number(), value: z.number() })),
  /** The corners of the region's whole-share points: what the table compares. */
  wholeCorners: z.array(z.object({ x: z.number(), y: z.number(), value: z.number() })),
  best: z.object({ x: z.number(), y: z.number(), value: z.number() }).nullable(),
  note: z.string().optional(),
});
export type Region = z.infer<typeof zRegion>;
