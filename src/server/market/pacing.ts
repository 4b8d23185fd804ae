import {
  isBusinessDay,
  kstDate,
  nextBusinessDay,
  sessionOf,
} from '../../shared/domain/market/calendar';

/**
 * The school day on which a real-time replay set at `now` plays its first date: today while its
 * session has not ended (a teacher switching at 11:00 gets a market at once), else the next
 * KRX business day.
 */
export function anchorDay(now: Date): string {
  const today = kstDate(now);
  if (isBusinessDay(today) && now.getTime() < sessionOf(today).closesAt) return today;
  return nextBusinessDay(today);
}

/** KRX business days in [from, to): how many school trading days have been played since `from`. */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = from; day < to; day = nextBusinessDay(day)) if (isBusinessDay(day)) count += 1;
  return count;
}

/** A played day of the replay and how far through its session it is (0 at the open, 1 at the close). */
export interface PlayedInstant {
  day: number;
  fraction: number;
}

/**
 * Real-time pace: the anchor day plays replayed day 0, each later KRX business day the next one,
 * in step with the real session. Outside the session the market rests at the last close (or, before
 * the anchor day's open, at day 0's open).
 */
export function realtimeInstant(now: Date, anchor: string): PlayedInstant {
  const today = kstDate(now);
  if (today < anchor) return { day: 0, fraction: 0 };
  const played = businessDaysBetween(anchor, today);
  const atLastClose = played === 0 ? { day: 0, fraction: 0 } : { day: played - 1, fraction: 1 };
  if (!isBusinessDay(today)) return atLastClose;
  const { opensAt, closesAt } = sessionOf(today);
  const at = now.getTime();
  if (at < opensAt) return atLastClose;
  return { day: played, fraction: Math.min(1, (at - opensAt) / (closesAt - opensAt)) };
}

/** The engine's played wall time for an instant: the close is the day's last step, never the next open. */
export function elapsedOf({ day, fraction }: PlayedInstant, dayMs: number): number {
  return day * dayMs + Math.min(dayMs - 1, Math.floor(fraction * dayMs));
}
