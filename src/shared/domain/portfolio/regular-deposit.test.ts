import { describe, expect, it } from 'vitest';
import { isDepositDay, isDepositDue } from './regular-deposit';

// Dates read off the 2026 KRX calendar: 01-01 (신정), 02-16…18 (설날) and 03-02 (삼일절
// 대체공휴일) are closed.
describe('isDepositDay', () => {
  it.each([
    ['2026-03-02', 'WEEKLY', false], // 월, closed
    ['2026-03-03', 'WEEKLY', true], // 화 after the closed Monday
    ['2026-03-03', 'MONTHLY', true], // and March's first business day
    ['2026-01-05', 'WEEKLY', true], // 월
    ['2026-01-06', 'WEEKLY', false], // 화, the Monday traded
    ['2026-01-10', 'WEEKLY', false], // 토
    ['2026-02-19', 'WEEKLY', true], // 목: 월~수 are 설날, the week's first business day
    ['2026-02-20', 'WEEKLY', false],
    ['2026-01-02', 'MONTHLY', true], // 금: 1-01 closed, first business day of January
    ['2026-01-05', 'MONTHLY', false],
    ['2026-02-02', 'MONTHLY', true], // 월
    ['2026-02-03', 'MONTHLY', false],
  ] as const)('%s %s → %s', (date, schedule, due) => {
    expect(isDepositDay(date, schedule)).toBe(due);
  });
});

describe('isDepositDue', () => {
  const klass = { startDate: '2026-03-21', schedule: 'WEEKLY' } as const; // 토
  it.each([
    ['2026-03-21', false, true], // the class's first day: due though the market is shut
    ['2026-03-22', false, false], // 일
    ['2026-03-23', false, false], // 월 before the open
    ['2026-03-23', true, true], // 월 from the open
    ['2026-03-24', true, false], // 화
  ])('%s, market opened %s → %s', (day, opened, due) => {
    expect(isDepositDue(day, opened, klass)).toBe(due);
  });
});
