import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '../../schemas/trading';
import { studentLeaderboard, type ClassedEntry, type RowNames } from './leaderboard-view';

const explanation = (value: number) => ({ value, unit: 'ratio' as const, formula: '', steps: [] });
const row = (
  userId: number,
  rank: number,
  userName: string,
  classId: number | null = 3,
): ClassedEntry => ({
  userId,
  classId,
  rank,
  userName,
  className: '2학년 3반',
  totalValue: 11_000_000,
  totalProfitLoss: 1_000_000,
  totalProfitLossPercent: 10,
  timeWeightedReturn: 12.5,
  holdingsCount: 2,
  transactionCount: 5,
  explanations: { return: explanation(0.1), sharpe: explanation(1), alpha: explanation(0.01) },
});
const board = [row(1, 1, '김민준'), row(2, 2, '이서연')];
const viewer = { id: 2, classId: 3 };
const everyClass = (names: RowNames) => () => names;
const { classId: _, ...mine } = board[1]!;
const me: LeaderboardEntry = mine;

describe('studentLeaderboard', () => {
  it('keeps the viewer whole and hides what classmates deposited', () => {
    const [other, own] = studentLeaderboard(board, viewer, everyClass('FULL'));
    expect(own).toEqual(me);
    expect(other).toMatchObject({ userName: '김민준', totalValue: null, totalProfitLoss: null });
    expect(other!.totalProfitLossPercent).toBe(10);
    // The ranked figure: a chain of ratios names no won of theirs.
    expect(other!.timeWeightedReturn).toBe(12.5);
    expect(other!.explanations).toEqual({ sharpe: explanation(1), alpha: explanation(0.01) });
  });

  it('masks classmates the way schools post results', () => {
    expect(
      studentLeaderboard(board, viewer, everyClass('INITIALS')).map((e) => e.userName),
    ).toEqual(['김○준', '이서연']);
  });

  it('shows only the viewer with SELF', () => {
    expect(studentLeaderboard(board, viewer, everyClass('SELF'))).toEqual([me]);
  });

  it('names each row as its own class chose, on a board of the whole school', () => {
    const school = [
      row(1, 1, '김민준'),
      row(2, 2, '이서연'),
      row(3, 3, '박도윤', 4),
      row(4, 4, '최하은', 5),
      row(5, 5, '정우진', 6),
      row(6, 6, '한지아', null),
    ];
    const names: Record<number, RowNames> = { 3: 'FULL', 4: 'INITIALS', 5: 'SELF', 6: 'HIDDEN' };
    const seen = studentLeaderboard(school, viewer, (classId) => names[classId ?? 0] ?? 'HIDDEN');
    expect(seen.map((e) => [e.rank, e.userName])).toEqual([
      [1, '김민준'],
      [2, '이서연'],
      [3, '박○윤'],
    ]);
    for (const entry of seen) expect(entry).not.toHaveProperty('classId');
  });
});
