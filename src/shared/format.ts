// ko-KR display formatting (docs/product/roles-and-screens.md#formatting). Values arrive as numbers; only display is here.
const TIME_ZONE = 'Asia/Seoul';

const wonFormat = new Intl.NumberFormat('ko-KR', {
  style: 'currency',
  currency: 'KRW',
  maximumFractionDigits: 0,
});
const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
// Index levels are quoted to 0.01 points (KOSPI 5,781.20).
const pointsFormat = new Intl.NumberFormat('ko-KR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const dateTimeFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  // Not hour12: false, which writes midnight as 24:00:00.
  hourCycle: 'h23',
});

const monthDayFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: TIME_ZONE,
  month: 'long',
  day: 'numeric',
});
// en-CA writes dates as YYYY-MM-DD: a cheap key for "the same day in Seoul".
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });

type Maybe<T> = T | null | undefined;

const isNumber = (value: Maybe<number>): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function formatWon(amount: Maybe<number>): string {
  return wonFormat.format(isNumber(amount) ? Math.round(amount) : 0);
}

export function formatNumber(value: Maybe<number>): string {
  return numberFormat.format(isNumber(value) ? value : 0);
}

/** Percent with 2 decimals and a plus sign at zero or above; a missing value shows 0.00%. */
export function formatPercent(percent: Maybe<number>): string {
  if (!isNumber(percent)) return '0.00%';
  const rounded = Math.round(percent * 100) / 100;
  const sign = rounded >= 0 ? '+' : '';
  return `${sign}${(Object.is(rounded, -0) ? 0 : rounded).toFixed(2)}%`;
}

/** Cash and holding weights: one decimal, no sign. */
export function formatWeight(percent: Maybe<number>): string {
  return `${(isNumber(percent) ? percent : 0).toFixed(1)}%`;
}

/** A won amount gained or lost, with its sign: +₩28,000, -₩58,000, ₩0. */
export function formatSignedWon(value: Maybe<number>): string {
  const v = isNumber(value) ? value : 0;
  return `${v > 0 ? '+' : ''}${formatWon(v)}`;
}

export function formatSignedNumber(value: Maybe<number>): string {
  const v = isNumber(value) ? value : 0;
  return `${v > 0 ? '+' : ''}${numberFormat.format(v)}`;
}

/** An index level or change in points, two decimals; a change carries its sign. */
export function formatPoints(value: Maybe<number>, signed = false): string {
  const v = isNumber(value) ? value : 0;
  return `${signed && v > 0 ? '+' : ''}${pointsFormat.format(v)}`;
}

/** Volume in Korean units: 1.23억, 4,567만, or the plain number below 10,000. */
export function formatVolume(volume: Maybe<number>): string {
  const v = isNumber(volume) ? volume : 0;
  if (Math.abs(v) >= 1e8) return `${(v / 1e8).toFixed(2)}억`;
  if (Math.abs(v) >= 1e4) return `${numberFormat.format(Math.round(v / 1e4))}만`;
  return numberFormat.format(v);
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** A YYYY-MM-DD market date as 3월 20일. */
export function formatMonthDay(date: string): string {
  return `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`;
}

export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat.format(toDate(value));
}

export function formatDate(value: Date | string | number): string {
  return dateFormat.format(toDate(value));
}

export function formatTime(value: Date | string | number): string {
  return timeFormat.format(toDate(value));
}

/**
 * A time of day, with the date in front when it is not `now`'s day in Seoul: a feed that mixes
 * yesterday's trades with today's must not show "12:28:00" beside "오늘 거래 0건".
 */
export function formatTimeOrDate(value: Date | string | number, now: Date | number): string {
  const at = toDate(value);
  const time = timeFormat.format(at);
  if (dayKeyFormat.format(at) === dayKeyFormat.format(toDate(now))) return time;
  return `${monthDayFormat.format(at)} ${time}`;
}

export type Direction = 'up' | 'down' | 'flat';

export function directionOf(change: Maybe<number>): Direction {
  if (!isNumber(change) || change === 0) return 'flat';
  return change > 0 ? 'up' : 'down';
}
