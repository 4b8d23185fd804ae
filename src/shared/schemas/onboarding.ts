import { z } from 'zod';

/** GET /api/onboarding: what the first sign-in welcome tells a student about their class. */
export const zWelcome = z.object({
  className: z.string().nullable(),
  teacherName: z.string().nullable(),
  /** The class rules' starting money, in won. */
  startingCash: z.number().int(),
  /**
   * Where the student stands, so the welcome points to the next step rather than the first: a
   * student approved and trading on another device has a watchlist and trades already.
   */
  watchlistCount: z.number().int(),
  tradeCount: z.number().int(),
});
export type Welcome = z.infer<typeof zWelcome>;
