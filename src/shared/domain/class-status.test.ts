import { describe, expect, it } from 'vitest';
import { isClassInProgress } from './class-status';

describe('isClassInProgress', () => {
  it.each([
    [{ isActive: true, endDate: null }, true],
    [{ isActive: true, endDate: '2026-03-20' }, true],
    [{ isActive: true, endDate: '2026-03-19' }, false],
    [{ isActive: false, endDate: null }, false],
  ])('%j on 2026-03-20 → %s', (klass, expected) => {
    expect(isClassInProgress(klass, '2026-03-20')).toBe(expected);
  });
});
