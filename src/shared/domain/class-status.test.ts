import { describe, expect, it } from 'vitest';
import { isClassInProgress } from './class-status';

describe('isClassInProgress', () => {
  const ended = new Date('2026-03-19T08:00:00Z');
  it.each([
    [{ isActive: true, endDate: null, endedAt: null }, true],
    [{ isActive: true, endDate: '2026-03-20', endedAt: null }, true],
    [{ isActive: true, endDate: '2026-03-19', endedAt: null }, false],
    [{ isActive: false, endDate: null, endedAt: null }, false],
    // 종료 by the teacher wins over an end date still ahead.
    [{ isActive: true, endDate: '2026-07-20', endedAt: ended }, false],
  ])('%j on 2026-03-20 → %s', (klass, expected) => {
    expect(isClassInProgress(klass, '2026-03-20')).toBe(expected);
  });
});
