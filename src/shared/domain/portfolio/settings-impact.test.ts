import { describe, expect, it } from 'vitest';
import { settingsImpact, type ImpactStudent } from './settings-impact';

const student = (
  userId: number,
  classId: number | null,
  cash: number,
  holdings: ImpactStudent['holdings'],
): ImpactStudent => ({
  userId,
  userName: `학생${userId}`,
  classId,
  cash,
  netDeposits: 10_000_000,
  holdings,
});

describe('settingsImpact: what a move of the market does before it happens', () => {
  it('counts the students, holdings and places that move, and how far', () => {
    const impact = settingsImpact([
      // 9,000,000 + 10 × 100,000 = 10,000,000 now; 10 × 80,000 → 9,800,000 then: −200,000, −2 %p.
      student(1, 1, 9_000_000, [{ quantity: 10, priceNow: 100_000, priceThen: 80_000 }]),
      // 9,500,000 + 5 × 100,000 = 10,000,000 now; 5 × 140,000 → 10,200,000 then: +200,000, +2 %p.
      student(2, 1, 9_500_000, [{ quantity: 5, priceNow: 100_000, priceThen: 140_000 }]),
      // Cash only: nothing moves, yet the two others pass this student on the board.
      student(3, 1, 10_100_000, []),
      // Another class, a holding whose price stays: no change.
      student(4, 2, 9_000_000, [{ quantity: 1, priceNow: 50_000, priceThen: 50_000 }]),
    ]);
    expect(impact).toEqual({
      students: 4,
      // The students are in two classes; only class 1 moves.
      classes: 2,
      studentsHolding: 3,
      studentsMoved: 2,
      classesMoved: 1,
      holdingsRepriced: 2,
      // Over the three holding stock: −200,000, 0, +200,000.
      assetChange: { min: -200_000, median: 0, max: 200_000 },
      returnChange: { min: -2, median: 0, max: 2 },
      // Before: 3 (+1 %) first, 1 and 2 tied second (0 %). After: 2 (+2 %), 3 (+1 %), 1 (−2 %).
      ranksMoved: 3,
      largestRankMove: 1,
    });
  });

  it('says nothing moved when no one holds a stock', () => {
    const impact = settingsImpact([student(1, 1, 10_000_000, [])]);
    expect(impact).toMatchObject({ studentsMoved: 0, assetChange: null, returnChange: null });
    expect(impact.largestRankMove).toBe(0);
  });
});
