import { describe, expect, it } from 'vitest';
import { expiresAt } from '../trading/reservation';
import {
  isBusinessDay,
  isMarketOpen,
  kstDate,
  marketCalendar,
  marketClosedMessage,
  marketStatus,
  nextBusinessDay,
  previousBusinessDay,
  sessionOf,
} from './calendar';

describe('marketStatus (regular session 09:00–15:30 KST)', () => {
  it.each([
    ['2026-03-20T08:59:00+09:00', 'PRE_OPEN'],
    ['2026-03-20T09:00:00+09:00', 'OPEN'],
    ['2026-03-20T15:29:59+09:00', 'OPEN'],
    ['2026-03-20T15:30:00+09:00', 'CLOSED'],
    ['2026-03-21T10:00:00+09:00', 'HOLIDAY'],
    ['2026-03-22T10:00:00+09:00', 'HOLIDAY'],
    ['2026-02-17T10:00:00+09:00', 'HOLIDAY'],
    ['2026-03-02T10:00:00+09:00', 'HOLIDAY'],
    ['2025-12-31T10:00:00+09:00', 'HOLIDAY'],
    // A UTC server at 23:59 on Sunday is already Monday 08:59 in Seoul.
    ['2026-03-22T23:59:00Z', 'PRE_OPEN'],
    ['2026-03-23T00:00:00Z', 'OPEN'],
    // The first trading day of the year opens at 10:00 for the opening ceremony.
    ['2026-01-02T09:30:00+09:00', 'PRE_OPEN'],
    ['2026-01-02T10:00:00+09:00', 'OPEN'],
    ['2027-01-04T09:30:00+09:00', 'PRE_OPEN'],
    ['2027-01-04T10:00:00+09:00', 'OPEN'],
    // The 수능 (2026-11-19, 2027-11-18) shifts the whole session: 10:00–16:30.
    ['2026-11-19T09:00:00+09:00', 'PRE_OPEN'],
    ['2026-11-19T09:59:59+09:00', 'PRE_OPEN'],
    ['2026-11-19T10:00:00+09:00', 'OPEN'],
    ['2026-11-19T16:00:00+09:00', 'OPEN'],
    ['2026-11-19T16:29:59+09:00', 'OPEN'],
    ['2026-11-19T16:30:00+09:00', 'CLOSED'],
    ['2026-11-19T16:31:00+09:00', 'CLOSED'],
    ['2027-11-18T16:00:00+09:00', 'OPEN'],
    ['2027-11-18T09:30:00+09:00', 'PRE_OPEN'],
    // The day after is a normal day again.
    ['2026-11-20T09:00:00+09:00', 'OPEN'],
    ['2026-11-20T15:30:00+09:00', 'CLOSED'],
  ])('%s → %s', (at, status) => {
    expect(marketStatus(new Date(at))).toBe(status);
    expect(isMarketOpen(new Date(at))).toBe(status === 'OPEN');
  });
});

describe('kstDate', () => {
  it.each([
    ['2026-03-20T14:59:59Z', '2026-03-20'],
    ['2026-03-20T15:00:00Z', '2026-03-21'],
    ['2026-12-31T23:59:00Z', '2027-01-01'],
  ])('%s → %s', (at, date) => {
    expect(kstDate(new Date(at))).toBe(date);
  });
});

describe('business days (KRX holidays 2025–2026)', () => {
  it.each([
    ['2026-03-20', true],
    ['2026-03-21', false],
    ['2025-01-27', false],
    ['2025-06-03', false],
    ['2025-10-10', true],
    ['2026-05-25', false],
    ['2026-06-03', false],
    ['2026-08-17', false],
    ['2026-09-24', false],
    ['2026-09-25', false],
    ['2026-10-05', false],
    ['2026-12-30', true],
    ['2026-12-31', false],
    ['2026-07-17', false], // 제헌절, a public holiday again from 2026
    ['2027-01-01', false], // 신정
    ['2027-02-08', false], // 설날 연휴 (설날 02-07 is a Sunday)
    ['2027-02-09', false], // 설날 대체공휴일
    ['2027-02-10', true],
    ['2027-03-01', false],
    ['2027-05-13', false], // 부처님오신날
    ['2027-06-07', true], // 현충일 (Sun 06-06) has no substitute
    ['2027-08-16', false],
    ['2027-09-14', false],
    ['2027-09-16', false],
    ['2027-10-04', false],
    ['2027-10-11', false],
    ['2027-12-27', false],
    ['2027-12-30', true],
    ['2027-12-31', false], // 연말 휴장일
  ])('%s → %s', (date, business) => {
    expect(isBusinessDay(date)).toBe(business);
  });

  it.each([
    ['2026-02-13', '2026-02-19', '2026-02-12'],
    ['2026-02-27', '2026-03-03', '2026-02-26'],
    ['2025-12-30', '2026-01-02', '2025-12-29'],
    ['2026-03-20', '2026-03-23', '2026-03-19'],
    ['2027-02-05', '2027-02-10', '2027-02-04'],
    ['2027-12-30', '2028-01-03', '2027-12-29'],
  ])('around %s: next %s, previous %s', (date, next, previous) => {
    expect(nextBusinessDay(date)).toBe(next);
    expect(previousBusinessDay(date)).toBe(previous);
  });

  it('a session lasts 6.5 hours and starts at 00:00 UTC', () => {
    const { opensAt, closesAt } = sessionOf('2026-03-20');
    expect(new Date(opensAt).toISOString()).toBe('2026-03-20T00:00:00.000Z');
    expect(closesAt - opensAt).toBe(390 * 60_000);
  });
});

describe('special hours', () => {
  it('a day order placed on the 수능 day expires at its 16:30 close', () => {
    expect(new Date(expiresAt('2026-11-19')).toISOString()).toBe('2026-11-19T07:30:00.000Z');
    expect(new Date(expiresAt('2026-11-20')).toISOString()).toBe('2026-11-20T06:30:00.000Z');
  });

  it('a closed market names the day’s hours when they are not the usual ones', () => {
    expect(marketClosedMessage('2026-11-19')).toBe(
      '지금은 장 운영 시간이 아니에요. 오늘은 대학수학능력시험 때문에 10:00~16:30에 거래할 수 있어요.',
    );
    expect(marketClosedMessage('2026-11-20')).toBe(
      '지금은 장 운영 시간이 아니에요. 정규장(평일 09:00~15:30)에 거래할 수 있어요.',
    );
  });

  it('the calendar of a year lists its late days; a year without a table only its first day', () => {
    expect(marketCalendar(2026).specialDays.map((d) => d.date)).toEqual([
      '2026-01-02',
      '2026-11-19',
    ]);
    expect(marketCalendar(2028)).toMatchObject({
      covered: false,
      closedDays: [],
      specialDays: [{ date: '2028-01-03', opensAt: '10:00', reason: '새해 첫 거래일 개장식' }],
    });
  });
});
