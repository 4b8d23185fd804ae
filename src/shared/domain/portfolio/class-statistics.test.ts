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
    expect(stats).toEqual({
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

  it('is all zeros for an empty class', () => {
    expect(classStatistics({ now, students: [], tradeCounts: [] })).toEqual({
      totalStudents: 0,
      activeStudents: 0,
      avgReturn: 0,
      bestReturn: 0,
      worstReturn: 0,
      mostTradedStocks: [],
    });
  });
});
