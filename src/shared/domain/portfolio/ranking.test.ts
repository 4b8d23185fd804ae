import { describe, expect, it } from 'vitest';
import { rankByReturn, rankByScore } from './ranking';

const row = (userId: number, userName: string, returnPercent: number) => ({
  userId,
  userName,
  returnPercent,
});

describe('rankByReturn', () => {
  it('gives equal returns the same rank and skips the next (1, 2, 2, 4)', () => {
    const ranked = rankByReturn([
      row(1, '다현', 1.5),
      row(2, '가은', 3),
      row(3, '나래', 1.5),
      row(4, '라희', -2),
    ]);
    expect(ranked.map((r) => [r.userName, r.rank])).toEqual([
      ['가은', 1],
      ['나래', 2],
      ['다현', 2],
      ['라희', 4],
    ]);
  });

  it.each([
    [[], []],
    [[row(1, '가', 0)], [1]],
    [
      [row(1, '가', 0), row(2, '나', 0), row(3, '다', 0)],
      [1, 1, 1],
    ],
    [
      [row(1, '가', -1), row(2, '나', -0.5)],
      [1, 2],
    ],
  ])('%j → ranks %j', (rows, ranks) => {
    expect(rankByReturn(rows).map((r) => r.rank)).toEqual(ranks);
  });

  it('does not reorder the input', () => {
    const rows = [row(1, '가', 1), row(2, '나', 2)];
    rankByReturn(rows);
    expect(rows.map((r) => r.userId)).toEqual([1, 2]);
  });
});

describe('rankByScore', () => {
  it('ranks only the rows with a score; the rest follow in name order with no rank', () => {
    const rows = [
      { userId: 1, userName: '다은', sharpe: 0.5 },
      { userId: 2, userName: '가람', sharpe: null },
      { userId: 3, userName: '나래', sharpe: 0.5 },
      { userId: 4, userName: '라온', sharpe: 1.2 },
      { userId: 5, userName: '마루', sharpe: null },
    ];
    expect(rankByScore(rows, (r) => r.sharpe).map((r) => [r.userName, r.rank])).toEqual([
      ['라온', 1],
      ['나래', 2],
      ['다은', 2],
      ['가람', null],
      ['마루', null],
    ]);
  });

  it('ranks nobody when nobody has a score', () => {
    const rows = [
      { userId: 1, userName: '가람', sharpe: null },
      { userId: 2, userName: '나래', sharpe: null },
    ];
    expect(rankByScore(rows, (r) => r.sharpe).map((r) => r.rank)).toEqual([null, null]);
  });
});
