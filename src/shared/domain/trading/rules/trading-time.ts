import {
  addDays,
  isBusinessDay,
  kstDate,
  kstInstant,
  specialHoursOf,
  type SpecialHours,
} from '../../market/calendar';
import { WEEKDAY_LABELS, type ClassPeriod, type TradingHours } from '../../../schemas/class-rules';
import type { RuleViolation } from './violation';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const periodText = (p: ClassPeriod) =>
  `${WEEKDAY_LABELS[p.weekday]} ${p.label} ${p.start}–${p.end}`;

/** The KST weekday (0 = Sunday) and minute of the day of an instant. */
function kstWeekdayMinute(now: Date) {
  const day = kstDate(now);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return { weekday, minute: Math.floor((now.getTime() - kstInstant(day, 0)) / 60_000) };
}

/** Whether `now` falls in one of the periods (start inclusive, end exclusive). */
export function inTimetable(timetable: readonly ClassPeriod[], now: Date): boolean {
  const { weekday, minute } = kstWeekdayMinute(now);
  return timetable.some(
    (p) => p.weekday === weekday && minute >= minutesOf(p.start) && minute < minutesOf(p.end),
  );
}

/** With TIMETABLE, students trade only during the class's periods (the market must be open too). */
export function checkTradingTime({
  tradingHours,
  timetable,
  now,
}: {
  tradingHours: TradingHours;
  timetable: readonly ClassPeriod[];
  now: Date;
}): RuleViolation | null {
  if (tradingHours === 'MARKET' || inTimetable(timetable, now)) return null;
  const { weekday, minute } = kstWeekdayMinute(now);
  const clock = clockOf(minute);
  const periods = timetable.slice(0, 3).map(periodText).join(', ');
  const more = timetable.length > 3 ? ` 외 ${timetable.length - 3}개` : '';
  return {
    code: 'RULE_TRADING_HOURS',
    message: `우리 반은 수업 시간표에만 거래할 수 있어요: 지금은 ${WEEKDAY_LABELS[weekday]} ${clock} (${periods}${more})`,
  };
}

// Far enough to pass the longest KRX holiday run (설·추석 with a weekend) for a weekly lesson.
const LOOKAHEAD_DAYS = 28;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A lesson's minutes on a date with special hours, clipped to that day's session. */
function lessonMinutes(p: ClassPeriod, special: SpecialHours | null) {
  const [start, end] = [minutesOf(p.start), minutesOf(p.end)];
  if (!special) return { start, end };
  return {
    start: Math.max(start, special.openMinute),
    end: Math.min(end, special.closeMinute),
  };
}

function dayText(daysAhead: number, date: string): string {
  if (daysAhead === 0) return '오늘';
  if (daysAhead === 1) return '내일';
  const weekday = `${WEEKDAY_LABELS[weekdayOf(date)]}요일`;
  if (daysAhead <= 7) return weekday;
  return `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 ${weekday}`;
}

/**
 * The next lesson in which the market is open after `now`, said the way a student reads it:
 * "오늘 3교시 10:40–11:30", "내일 …", "월요일 …", "10월 13일 화요일 …". KRX closed days are
 * skipped, and on a day with special hours (the 수능, the year's first day) the lesson is named
 * with the minutes the market is open in it.
 */
export function nextPeriodText(timetable: readonly ClassPeriod[], now: Date): string | null {
  const today = kstDate(now);
  const { minute } = kstWeekdayMinute(now);
  for (let ahead = 0; ahead <= LOOKAHEAD_DAYS; ahead++) {
    const date = addDays(today, ahead);
    if (!isBusinessDay(date)) continue;
    const special = specialHoursOf(date);
    const next = timetable
      .filter((p) => p.weekday === weekdayOf(date))
      .map((p) => ({ p, ...lessonMinutes(p, special) }))
      .filter((l) => l.start < l.end && (ahead > 0 || l.start > minute))
      .sort((a, b) => a.start - b.start)[0];
    if (!next) continue;
    const hours = `${clockOf(next.start)}–${clockOf(next.end)}`;
    const clipped = hours !== `${next.p.start}–${next.p.end}`;
    const why =
      special && clipped
        ? ` (${special.reason}: 장 ${clockOf(special.openMinute)}~${clockOf(special.closeMinute)})`
        : '';
    return `${dayText(ahead, date)} ${next.p.label} ${hours}${why}`;
  }
  return null;
}
