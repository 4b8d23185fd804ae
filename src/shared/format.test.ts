import { describe, expect, it } from 'vitest';
import {
  directionOf,
  formatDateTime,
  formatPercent,
  formatTimeOrDate,
  formatVolume,
  formatWeight,
  formatWon,
} from './format';

describe('formatWon', () => {
  it.each([
    [10_000_000, '₩10,000,000'],
    [0, '₩0'],
    [1234.6, '₩1,235'],
    [null, '₩0'],
  ])('%s → %s', (amount, expected) => {
    expect(formatWon(amount)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    [2.5, '+2.50%'],
    [0, '+0.00%'],
    [-0.004, '+0.00%'],
    [-1.236, '-1.24%'],
    [undefined, '0.00%'],
    [Number.NaN, '0.00%'],
  ])('%s → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('formatWeight', () => {
  it('shows one decimal without a sign', () => {
    expect(formatWeight(33.333)).toBe('33.3%');
    expect(formatWeight(null)).toBe('0.0%');
  });
});

describe('formatVolume', () => {
  it.each([
    [123_456_789, '1.23억'],
    [45_670_000, '4,567만'],
    [9_999, '9,999'],
  ])('%s → %s', (value, expected) => {
    expect(formatVolume(value)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it('shows Asia/Seoul time whatever the server zone', () => {
    const text = formatDateTime('2026-03-20T06:30:00Z');
    expect(text).toContain('2026');
    expect(text).toContain('03');
    expect(text).toContain('20');
    expect(text).toMatch(/03:30/);
  });
});

describe('formatTimeOrDate', () => {
  // 2026-03-20 09:00 in Seoul is 00:00 UTC.
  const now = new Date('2026-03-20T05:00:00Z');
  it.each([
    ['the same Seoul day shows only the time', '2026-03-20T03:28:00Z', '12:28:00'],
    ['just after midnight in Seoul is still today', '2026-03-19T15:00:00Z', '00:00:00'],
    ['the day before shows its date', '2026-03-19T03:28:00Z', '3월 19일 12:28:00'],
    ['just before midnight in Seoul is yesterday', '2026-03-19T14:59:00Z', '3월 19일 23:59:00'],
  ])('%s', (_case, at, expected) => {
    expect(formatTimeOrDate(at, now)).toBe(expected);
  });
});

describe('directionOf', () => {
  it.each([
    [5, 'up'],
    [-1, 'down'],
    [0, 'flat'],
    [null, 'flat'],
  ])('%s → %s', (value, expected) => {
    expect(directionOf(value)).toBe(expected);
  });
});
