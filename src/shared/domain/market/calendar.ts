// KRX regular session and business days in Asia/Seoul (UTC+9 all year, no daylight saving).
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

// KRX closing days on weekdays (Sat/Sun are always closed; years outside the table only know
// weekends). 2025 checked against the embedded KOSPI index file: exactly these weekdays have no
// bar. 2026: KRX's announced closing days (reported by wowtv.co.kr 2025-12-18 and others),
// matching the embedded data through 2026-03-20. 12-31 is KRX's year-end closing day.
const holidays = new Set([
  '2025-01-01',
  '2025-01-27',
  '2025-01-28',
  '2025-01-29',
  '2025-01-30',
  '2025-03-03',
  '2025-05-01',
  '2025-05-05',
  '2025-05-06',
  '2025-06-03',
  '2025-06-06',
  '2025-08-15',
  '2025-10-03',
  '2025-10-06',
  '2025-10-07',
  '2025-10-08',
  '2025-10-09',
  '2025-12-25',
  '2025-12-31',
  '2026-01-01',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-03-02',
  '2026-05-01',
  '2026-05-05',
  '2026-05-25',
  '2026-06-03',
  '2026-08-17',
  '2026-09-24',
  '2026-09-25',
  '2026-10-05',
  '2026-10-09',
  '2026-12-25',
  '2026-12-31',
]);

const OPEN_MINUTE = 9 * 60;
// The first business day of a year opens an hour late for the KRX opening ceremony.
const FIRST_DAY_OPEN_MINUTE = 10 * 60;
const CLOSE_MINUTE = 15 * 60 + 30;

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
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
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

/** Regular session of a business day as epoch ms. */
export function sessionOf(date: string): { opensAt: number; closesAt: number } {
  const open = isFirstBusinessDayOfYear(date) ? FIRST_DAY_OPEN_MINUTE : OPEN_MINUTE;
  return { opensAt: kstInstant(date, open), closesAt: kstInstant(date, CLOSE_MINUTE) };
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
