import { describe, expect, it } from 'vitest';
import {
  isBusinessDay,
  isMarketOpen,
  kstDate,
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
  ])('%s → %s', (date, business) => {
    expect(isBusinessDay(date)).toBe(business);
  });

  it.each([
    ['2026-02-13', '2026-02-19', '2026-02-12'],
    ['2026-02-27', '2026-03-03', '2026-02-26'],
    ['2025-12-30', '2026-01-02', '2025-12-29'],
    ['2026-03-20', '2026-03-23', '2026-03-19'],
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
