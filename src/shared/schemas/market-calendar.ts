import { z } from 'zod';
import { strictBody } from './strict';

const YEAR_MESSAGE = '연도는 2000부터 2100 사이의 네 자리 숫자로 입력해주세요.';

/** GET /market/calendar?year=YYYY */
export const zMarketCalendarQuery = strictBody({
  year: z
    .string(YEAR_MESSAGE)
    .regex(/^\d{4}$/, YEAR_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(2000, YEAR_MESSAGE).max(2100, YEAR_MESSAGE)),
});
export type MarketCalendarQuery = z.infer<typeof zMarketCalendarQuery>;

export const zMarketCalendar = z.object({
  year: z.number().int(),
  /** Whether the year's closing days are known; if not, only weekends are closed. */
  covered: z.boolean(),
  coveredYears: z.array(z.number().int()),
  /** Weekdays KRX is closed, each with its reason (신정, 설날 연휴, 연말 휴장일, …). */
  closedDays: z.array(z.object({ date: z.string(), reason: z.string() })),
  /** Business days whose regular session is not 09:00–15:30 (HH:MM in KST). */
  specialDays: z.array(
    z.object({ date: z.string(), opensAt: z.string(), closesAt: z.string(), reason: z.string() }),
  ),
  /** Korean warning when this or the next year's closing days are missing. */
  warning: z.string().nullable(),
});
export type MarketCalendarAnswer = z.infer<typeof zMarketCalendar>;
