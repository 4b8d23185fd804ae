import { addDays, isBusinessDay, previousBusinessDay } from '../market/calendar';

// 적립식 (docs/product/trading.md#starting-cash-and-deposits): a class's regular deposit lands on the first KRX business day of each week
// (a Monday, or the Tuesday after a Monday holiday) or of each month, and on the class's first
// day, so every student starts the term with the first deposit.

export type DepositSchedule = 'WEEKLY' | 'MONTHLY';

/** Deposits a year brings: the m of the annuity's period rate (1 + i)^(1/m) − 1. */
export const DEPOSITS_PER_YEAR: Record<DepositSchedule, number> = { WEEKLY: 52, MONTHLY: 12 };

export const scheduleLabels: Record<DepositSchedule, string> = {
  WEEKLY: '매주 첫 거래일 (보통 월요일)',
  MONTHLY: '매달 첫 거래일',
};

/** The Monday that starts `date`'s week (YYYY-MM-DD). */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Whether the class's deposit is due on this KST calendar day. */
export function isDepositDay(date: string, schedule: DepositSchedule): boolean {
  if (!isBusinessDay(date)) return false;
  const previous = previousBusinessDay(date);
  return schedule === 'WEEKLY'
    ? previous < mondayOf(date)
    : previous.slice(0, 7) < date.slice(0, 7);
}

/**
 * Whether the deposit is due on this KST day: on the class's first day whenever the day is
 * (the term starts with it, open market or not), else on a scheduled day once the market opened.
 */
export function isDepositDue(
  day: string,
  marketOpened: boolean,
  klass: { startDate: string; schedule: DepositSchedule },
): boolean {
  return day === klass.startDate || (marketOpened && isDepositDay(day, klass.schedule));
}
