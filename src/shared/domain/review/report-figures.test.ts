import { describe, expect, it } from 'vitest';
import { criterionTrends, reportFigures } from './report-figures';

describe('criterionTrends', () => {
  it('groups by the KST month the rationale was written in', () => {
    const score = (points: number, writtenAt: string) => ({
      name: '위험 인식',
      points,
      maxPoints: 3,
      writtenAt: new Date(writtenAt),
    });
    // 2026-03-31 16:00 UTC is 2026-04-01 01:00 KST: April.
    const [trend] = criterionTrends([
      score(1, '2026-03-10T01:00:00Z'),
      score(3, '2026-03-31T16:00:00Z'),
      score(2, '2026-04-02T01:00:00Z'),
    ]);
    // March 1/3 = 33.3 %; April (3/3 + 2/3) ÷ 2 = 83.3 %; all (1 + 3 + 2) ÷ 9 = 66.7 %.
    expect(trend).toEqual({
      name: '위험 인식',
      overall: 66.7,
      periods: [
        { period: '2026-03', percent: 33.3, count: 1 },
        { period: '2026-04', percent: 83.3, count: 2 },
      ],
    });
  });
});

describe('reportFigures', () => {
  it('explains the total return against the net deposits', () => {
    const figures = reportFigures({
      totalValue: 10_350_000,
      netDeposits: 10_000_000,
      tradeCount: 7,
      reviewedCount: 3,
    });
    // (10,350,000 − 10,000,000) ÷ 10,000,000 × 100 = +3.50 %
    expect(figures.find((f) => f.key === 'totalReturn')).toMatchObject({
      value: 3.5,
      steps: [
        '(10,350,000 − 10,000,000) ÷ 10,000,000 × 100',
        '350,000 ÷ 10,000,000 × 100',
        '+3.50%',
      ],
    });
    expect(figures.map((f) => f.key)).toEqual([
      'totalValue',
      'totalReturn',
      'tradeCount',
      'reviewedCount',
    ]);
  });
});
