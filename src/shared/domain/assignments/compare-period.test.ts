import { describe, expect, it } from 'vitest';
import { comparePeriod } from './compare-period';

// Wednesday 2026-03-25 10:00 KST.
const now = new Date('2026-03-25T01:00:00Z');

describe('the period a 시장과 비교 과제 compares over', () => {
  it('is this week for a 과제 set since Monday (KST)', () => {
    expect(comparePeriod('2026-03-23T00:00:00+09:00', now)).toBe('week');
  });

  it('is this month for one set last week, and the term for one set last month', () => {
    expect(comparePeriod('2026-03-22T23:59:00+09:00', now)).toBe('month');
    expect(comparePeriod('2026-02-27T09:00:00+09:00', now)).toBe('all');
  });
});
