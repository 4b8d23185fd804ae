import { messages } from '../../messages';
import { csatDays, KRX_CALENDAR_YEARS, krxClosedDays } from './krx-closed-days';

// KRX regular session and business days in Asia/Seoul (UTC+9 all year, no daylight saving).
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const OPEN_MINUTE = 9 * 60;
const CLOSE_MINUTE = 15 * 60 + 30;
// Both late days shift by one hour: the opening ceremony delays the open only, the 수능 the whole
// session (KRX notices each year).
const LATE_OPEN_MINUTE = 10 * 60;
const CSAT_CLOSE_MINUTE = 16 * 60 + 30;

export type MarketSession = 'PRE_OPEN' | 'OPEN' | 'CLOSED' | 'HOLIDAY';

/** The Asia/Seoul calendar day of an instant, as YYYY-MM-DD. */
export function kstDate(now: Date): string {
  return new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && krxClosedDays[date] === undefined;
}

export function nextBusinessDay(date: string): string {
  let day = addDays(date, 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

export function previousBusinessDay(date: string): string {
  let day = addDays(date, -1);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

function isFirstBusinessDayOfYear(date: string): boolean {
  return previousBusinessDay(date).slice(0, 4) !== date.slice(0, 4);
}

/** The instant (epoch ms) of a KST wall-clock minute on a calendar day. */
export function kstInstant(date: string, minuteOfDay: number): number {
  return Date.parse(`${date}T00:00:00Z`) - KST_OFFSET_MS + minuteOfDay * 60_000;
}

export interface SpecialHours {
  /** KST minute of the day the regular session opens and closes. */
  openMinute: number;
  closeMinute: number;
  reason: string;
}

/** A business day whose regular session is not 09:00–15:30, with why; null on a normal day. */
export function specialHoursOf(date: string): SpecialHours | null {
  if (csatDays.has(date)) {
    return {
      openMinute: LATE_OPEN_MINUTE,
      closeMinute: CSAT_CLOSE_MINUTE,
      reason: '대학수학능력시험',
    };
  }
  if (isFirstBusinessDayOfYear(date)) {
    return {
      openMinute: LATE_OPEN_MINUTE,
      closeMinute: CLOSE_MINUTE,
      reason: '새해 첫 거래일 개장식',
    };
  }
  return null;
}

/** Regular session of a business day as epoch ms. */
export function sessionOf(date: string): { opensAt: number; closesAt: number } {
  const special = specialHoursOf(date);
  return {
    opensAt: kstInstant(date, special?.openMinute ?? OPEN_MINUTE),
    closesAt: kstInstant(date, special?.closeMinute ?? CLOSE_MINUTE),
  };
}

export function marketStatus(now: Date): MarketSession {
  const date = kstDate(now);
  if (!isBusinessDay(date)) return 'HOLIDAY';
  const { opensAt, closesAt } = sessionOf(date);
  const at = now.getTime();
  if (at < opensAt) return 'PRE_OPEN';
  return at < closesAt ? 'OPEN' : 'CLOSED';
}

export function isMarketOpen(now: Date): boolean {
  return marketStatus(now) === 'OPEN';
}

const clockText = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Why the market is closed now, naming the day's hours when they are not the usual ones. */
export function marketClosedMessage(date: string): string {
  const special = isBusinessDay(date) ? specialHoursOf(date) : null;
  if (!special) return messages.marketClosed;
  const hours = `${clockText(special.openMinute)}~${clockText(special.closeMinute)}`;
  return `지금은 장 운영 시간이 아니에요. 오늘은 ${special.reason} 때문에 ${hours}에 거래할 수 있어요.`;
}

export interface MarketCalendar {
  year: number;
  /** Whether the year's closing days are known; if not, only weekends are closed. */
  covered: boolean;
  coveredYears: number[];
  closedDays: Array<{ date: string; reason: string }>;
  specialDays: Array<{ date: string; opensAt: string; closesAt: string; reason: string }>;
  /** Korean warning when this or the next year's closing days are missing. */
  warning: string | null;
}

function coverageWarning(year: number): string | null {
  const missing = [year, year + 1].find((y) => !KRX_CALENDAR_YEARS.includes(y));
  if (missing === undefined) return null;
  return `${missing}년 휴장일 표가 없습니다: ${missing}년에는 주말만 쉬는 날로 보고 공휴일에도 장이 열립니다. 그 전에 앱을 업데이트하세요.`;
}

/** A year's weekday closing days and days with special hours, each with its reason. */
export function marketCalendar(year: number): MarketCalendar {
  const prefix = `${year}-`;
  const closedDays = Object.entries(krxClosedDays)
    .filter(([date]) => date.startsWith(prefix))
    .map(([date, reason]) => ({ date, reason }));
  const specialDays = [];
  for (let day = nextBusinessDay(`${year - 1}-12-31`); day.startsWith(prefix);) {
    const special = specialHoursOf(day);
    if (special) {
      const { openMinute, closeMinute, reason } = special;
      specialDays.push({
        date: day,
        opensAt: clockText(openMinute),
        closesAt: clockText(closeMinute),
        reason,
      });
    }
    day = nextBusinessDay(day);
  }
  return {
    year,
    covered: KRX_CALENDAR_YEARS.includes(year),
    coveredYears: [...KRX_CALENDAR_YEARS],
    closedDays,
    specialDays,
    warning: coverageWarning(year),
  };
}
