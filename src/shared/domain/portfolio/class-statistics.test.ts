import { describe, expect, it } from 'vitest';
import { classStatistics } from './class-statistics';

const now = new Date('2026-03-20T06:00:00Z');
const daysAgo = (days: number) => now.getTime() - days * 24 * 60 * 60 * 1000;

describe('classStatistics', () => {
  it('summarises returns, activity and the five most traded stocks', () => {
    const stats = classStatistics({
      now,
      students: [
        { returnPercent: 4.5, lastTradeAt: daysAgo(1) },
        { returnPercent: -1.5, lastTradeAt: daysAgo(7) },
        { returnPercent: 0, lastTradeAt: daysAgo(7.01) },
        { returnPercent: 12, lastTradeAt: null },
      ],
      tradeCounts: [
        { symbol: '000660', name: 'SK하이닉스', tradeCount: 4 },
        { symbol: '005930', name: '삼성전자', tradeCount: 9 },
        { symbol: '035420', name: 'NAVER', tradeCount: 4 },
        { symbol: '035720', name: '카카오', tradeCount: 2 },
        { symbol: '051910', name: 'LG화학', tradeCount: 1 },
        { symbol: '068270', name: '셀트리온', tradeCount: 1 },
      ],
    });
    expect(stats).toMatchObject({
      totalStudents: 4,
      activeStudents: 2,
      avgReturn: 3.75,
      bestReturn: 12,
      worstReturn: -1.5,
      mostTradedStocks: [
        { symbol: '005930', name: '삼성전자', tradeCount: 9 },
        { symbol: '000660', name: 'SK하이닉스', tradeCount: 4 },
        { symbol: '035420', name: 'NAVER', tradeCount: 4 },
        { symbol: '035720', name: '카카오', tradeCount: 2 },
        { symbol: '051910', name: 'LG화학', tradeCount: 1 },
      ],
    });
  });

  it('describes the distribution of returns as ratios, each ending in its value', () => {
    const students = [4.5, -1.5, 0, 12].map((returnPercent) => ({
      returnPercent,
      lastTradeAt: null,
    }));
    const stats = classStatistics({ now, students, tradeCounts: [] });
    // sorted: −0.015, 0, 0.045, 0.12; mean 0.15 ÷ 4
    expect(stats.mean.value).toBe(0.0375);
    // h = 3 × 0.5 = 1.5: 0 + (0.045 − 0) × 0.5
    expect(stats.median.value).toBe(0.0225);
    // h = 0.75: −0.015 + 0.015 × 0.75; h = 2.25: 0.045 + 0.075 × 0.25
    expect(stats.quartiles.q1.value).toBe(-0.00375);
    expect(stats.quartiles.q3.value).toBe(0.06375);
    // deviations 0.0075, −0.0525, −0.0375, 0.0825; Σ² = 0.011025; √(0.011025 ÷ 4) = 0.0525
    expect(stats.stdev.value).toBe(0.0525);
    // √4 = 2 bins of width (0.12 + 0.015) ÷ 2 = 0.0675
    expect(stats.histogram.bins).toEqual([
      { from: -0.015, to: 0.0525, count: 3 },
      { from: 0.0525, to: 0.12, count: 1 },
    ]);
    for (const figure of [stats.mean, stats.median, stats.stdev, stats.histogram])
      expect(figure.steps.at(-1)!.value).toBe(figure.value);
  });

  it('is all zeros for an empty class', () => {
    const empty = classStatistics({ now, students: [], tradeCounts: [] });
    expect(empty.mean.value).toBeNull();
    expect(empty.histogram.bins).toEqual([]);
    expect(empty).toMatchObject({
      totalStudents: 0,
      activeStudents: 0,
      avgReturn: 0,
      bestReturn: 0,
      worstReturn: 0,
      mostTradedStocks: [],
    });
  });
});
