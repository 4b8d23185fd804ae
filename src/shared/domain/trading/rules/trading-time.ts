import { kstInstant, kstDate } from '../../market/calendar';
import { WEEKDAY_LABELS, type ClassPeriod, type TradingHours } from '../../../schemas/class-rules';
import type { RuleViolation } from './violation';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

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
  const clock = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const periods = timetable.slice(0, 3).map(periodText).join(', ');
  const more = timetable.length > 3 ? ` 외 ${timetable.length - 3}개` : '';
  return {
    code: 'RULE_TRADING_HOURS',
    message: `우리 반은 수업 시간표에만 거래할 수 있습니다: 지금은 ${WEEKDAY_LABELS[weekday]} ${clock} (${periods}${more})`,
  };
}

const WEEK_MINUTES = 7 * 24 * 60;

/**
 * The next period to start after `now` (a week ahead at most, the timetable being weekly), said
 * the way a student reads it: "오늘 3교시 10:40–11:30", "내일 …", "월요일 …".
 */
export function nextPeriodText(timetable: readonly ClassPeriod[], now: Date): string | null {
  const { weekday, minute } = kstWeekdayMinute(now);
  const nowInWeek = weekday * 24 * 60 + minute;
  const ahead = (p: ClassPeriod) =>
    (p.weekday * 24 * 60 + minutesOf(p.start) - nowInWeek + WEEK_MINUTES - 1) % WEEK_MINUTES;
  const next = [...timetable].sort((a, b) => ahead(a) - ahead(b))[0];
  if (!next) return null;
  const daysAhead = (next.weekday - weekday + 7) % 7 || (ahead(next) > 24 * 60 ? 7 : 0);
  const day =
    daysAhead === 0 ? '오늘' : daysAhead === 1 ? '내일' : `${WEEKDAY_LABELS[next.weekday]}요일`;
  return `${day} ${next.label} ${next.start}–${next.end}`;
}
