import type { TimeRange } from '../../schemas/trading';
import { kstDate } from '../market/calendar';
import { periodStartDay } from '../portfolio/returns';

/**
 * The analytics period a 시장과 비교 과제 compares over: the shortest one (this week, this month,
 * the whole term) that reaches back to the day the 과제 was set, so the student explains the
 * returns of the 과제's own time rather than of a week that began before it.
 */
export function comparePeriod(setAt: string, now: Date): TimeRange {
  const setDay = kstDate(new Date(setAt));
  for (const period of ['week', 'month'] as const)
    if (periodStartDay(period, now) <= setDay) return period;
  return 'all';
}
