import { describe, expect, it } from 'vitest';
import { anchorDay, businessDaysBetween, elapsedOf, realtimeInstant } from './pacing';

// 2026-11-23 is a Monday; KST is UTC+9, so 09:00 KST is 00:00Z and 15:30 KST is 06:30Z.
describe('anchorDay', () => {
  it.each([
    ['Monday 11:00 KST, in session: today', '2026-11-23T02:00:00Z', '2026-11-23'],
    ['Monday 08:00 KST, before the open: today', '2026-11-22T23:00:00Z', '2026-11-23'],
    ['Monday 16:00 KST, after the close: Tuesday', '2026-11-23T07:00:00Z', '2026-11-24'],
    ['Saturday: the next Monday', '2026-11-28T03:00:00Z', '2026-11-30'],
    [
      'Thursday 2026-12-24 after the close: Christmas is closed, so Monday',
      '2026-12-24T07:00:00Z',
      '2026-12-28',
    ],
  ])('%s', (_, now, anchor) => {
    expect(anchorDay(new Date(now))).toBe(anchor);
  });
});

describe('businessDaysBetween', () => {
  it.each([
    ['2026-11-23', '2026-11-23', 0],
    ['2026-11-23', '2026-11-24', 1],
    ['2026-11-23', '2026-11-30', 5], // Mon–Fri; the weekend does not count
    ['2026-12-21', '2026-12-28', 4], // Mon–Thu; 12-25 is a KRX holiday
    ['2026-11-22', '2026-11-24', 1], // a Sunday start counts from Monday
    ['2026-11-30', '2026-11-23', 0],
  ])('%s → %s: %i', (from, to, days) => {
    expect(businessDaysBetween(from, to)).toBe(days);
  });
});

describe('realtimeInstant (anchored on Monday 2026-11-23)', () => {
  const anchor = '2026-11-23';
  it.each([
    ['Sunday before the anchor: the first open', '2026-11-22T03:00:00Z', 0, 0],
    ['Monday 08:00 KST: the first open', '2026-11-22T23:00:00Z', 0, 0],
    ['Monday 09:00 KST: the open', '2026-11-23T00:00:00Z', 0, 0],
    ['Monday 12:15 KST: half the session (195 of 390 minutes)', '2026-11-23T03:15:00Z', 0, 0.5],
    ['Monday 16:00 KST: the first close', '2026-11-23T07:00:00Z', 0, 1],
    ['Tuesday 08:00 KST: still the first close', '2026-11-23T23:00:00Z', 0, 1],
    ['Tuesday 10:00 KST: the second day, 60 of 390 minutes', '2026-11-24T01:00:00Z', 1, 60 / 390],
    ['Saturday: Friday (day 4) closed', '2026-11-28T03:00:00Z', 4, 1],
    ['next Monday 09:30 KST: day 5, 30 of 390 minutes', '2026-11-30T00:30:00Z', 5, 30 / 390],
  ])('%s', (_, now, day, fraction) => {
    expect(realtimeInstant(new Date(now), anchor)).toEqual({ day, fraction });
  });

  it('skips KRX holidays: Christmas 2026 plays nothing, Monday plays the fifth day', () => {
    expect(realtimeInstant(new Date('2026-12-25T03:00:00Z'), '2026-12-21')).toEqual({
      day: 3,
      fraction: 1,
    });
    expect(realtimeInstant(new Date('2026-12-28T00:00:00Z'), '2026-12-21')).toEqual({
      day: 4,
      fraction: 0,
    });
  });
});

describe('realtimeInstant on the 수능 day (Thursday 2026-11-19, 10:00–16:30 KST)', () => {
  // Anchored on Monday 2026-11-16: the 수능 is the fourth played day (day 3), 390 minutes long.
  const anchor = '2026-11-16';
  it.each([
    ['09:30 KST, before the late open: Wednesday’s close', '2026-11-19T00:30:00Z', 2, 1],
    ['10:00 KST: the open', '2026-11-19T01:00:00Z', 3, 0],
    ['16:00 KST: 360 of 390 minutes, still trading', '2026-11-19T07:00:00Z', 3, 360 / 390],
    ['16:30 KST: the close', '2026-11-19T07:30:00Z', 3, 1],
  ])('%s', (_, now, day, fraction) => {
    expect(realtimeInstant(new Date(now), anchor)).toEqual({ day, fraction });
  });

  it('anchors a replay set at 16:00 on that day, and one set at 16:30, on Friday', () => {
    expect(anchorDay(new Date('2026-11-19T07:00:00Z'))).toBe('2026-11-19');
    expect(anchorDay(new Date('2026-11-19T07:30:00Z'))).toBe('2026-11-20');
  });
});

describe('elapsedOf', () => {
  const dayMs = 390 * 60_000;
  it('maps the close to the last instant of the day, not the next open', () => {
    expect(elapsedOf({ day: 2, fraction: 1 }, dayMs)).toBe(3 * dayMs - 1);
    expect(elapsedOf({ day: 2, fraction: 0 }, dayMs)).toBe(2 * dayMs);
    expect(elapsedOf({ day: 0, fraction: 0.5 }, dayMs)).toBe(195 * 60_000);
  });
});
