import { describe, expect, it } from 'vitest';
import { depositPath } from './deposit-path';

// An account of ₩10,000,000 with two weekly deposits of ₩500,000, its growth read by hand:
// 03-23 +1 % (the deposit taken out), 03-25 +1 %, 03-31 +2 %. The deposit of Monday 03-30 has
// no close of its own (the server was off): it lands in the next point, 03-31's.
const points = [
  { date: '2026-03-20', totalValue: 10_000_000, netDeposits: 10_000_000 },
  // (10,600,000 − 500,000) ÷ 10,000,000 = 1.01
  { date: '2026-03-23', totalValue: 10_600_000, netDeposits: 10_500_000 },
  // 10,706,000 ÷ 10,600,000 = 1.01
  { date: '2026-03-25', totalValue: 10_706_000, netDeposits: 10_500_000 },
  // (11,420,120 − 500,000) ÷ 10,706,000 = 1.02
  { date: '2026-03-31', totalValue: 11_420_120, netDeposits: 11_000_000 },
];
const deposits = [
  { date: '2026-03-23', amount: 500_000 },
  { date: '2026-03-30', amount: 500_000 },
];

describe('depositPath', () => {
  const path = depositPath({
    points,
    deposits,
    annuity: { payment: 500_000, annualRate: 0, perYear: 52 },
    ownRate: 0.1,
  });

  it('grows each deposit from the point that first holds it', () => {
    // 500,000 × 1.01 × 1.02 = 515,100, and the late one not at all: 515,100 + 500,000
    expect(path.actual.value).toBe(1_015_100);
    expect(path.actual.steps.at(-1)!.expression).toBe(
      '500{,}000 \\times 1.0302 + 500{,}000 \\times 1',
    );
  });

  it('draws from the first deposit on: actual, paid in and S at both rates', () => {
    expect(path.series).toEqual({
      dates: ['2026-03-23', '2026-03-25', '2026-03-31'],
      // 500,000 × 1.01 = 505,000 on 03-25
      actual: [500_000, 505_000, 1_015_100],
      paidIn: [500_000, 500_000, 1_000_000],
      // at 0 %: S = a·n
      deposit: [500_000, 500_000, 1_000_000],
      // at 10 %: r = 1.1^(1/52) − 1 = 0.0018345688…; S₂ = 500,000 × (2 + r) = 1,000,917.28
      own: [500_000, 500_000, 1_000_917],
    });
  });

  it('says so before any deposit, and draws nothing', () => {
    const none = depositPath({
      points,
      deposits: [],
      annuity: { payment: 500_000, annualRate: 0.03, perYear: 52 },
      ownRate: null,
    });
    expect(none.actual).toMatchObject({ value: null, note: '아직 들어온 적립금이 없어요' });
    expect(none.series.dates).toEqual([]);
  });
});
