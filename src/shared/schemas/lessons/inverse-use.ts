import { z } from 'zod';
import { zExplanation } from '../explanation';

// 역행렬로 경제 문제 풀기 ([12경수03-03]): GET /lessons/inverse-use, a two-업종 Leontief model.

export const zInverseUseLesson = z.object({
  sectors: z.array(z.string()),
  /** d: the student's won in each 업종 at the last close, or the 예시 demand (`exampleDemand`). */
  demand: z.array(z.number()),
  exampleDemand: z.boolean(),
  /** Why the demand is an example (fewer than two 업종 held); null when it is the student's. */
  missing: z.string().nullable(),
  coefficients: z.array(z.array(z.number())),
  inverse: z.array(z.array(z.number())),
  multipliers: z.array(z.number()),
  tex: z.object({
    a: z.string(),
    iMinusA: z.string(),
    inverse: z.string(),
    adjugate: z.string(),
    check: z.string(),
    demand: z.string(),
  }),
  det: zExplanation,
  outputs: z.array(zExplanation),
});
export type InverseUseLesson = z.infer<typeof zInverseUseLesson>;
