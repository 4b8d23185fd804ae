import { describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '../../schemas/trading';
import { studentLeaderboard } from './leaderboard-view';

const explanation = (value: number) => ({ value, unit: 'ratio' as const, formula: '', steps: [] });
const row = (userId: number, rank: number, userName: string): LeaderboardEntry => ({
  userId,
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

describe('studentLeaderboard', () => {
  it('keeps the viewer whole and hides what classmates deposited', () => {
    const [other, me] = studentLeaderboard(board, 2, 'FULL');
    expect(me).toEqual(board[1]);
    expect(other).toMatchObject({ userName: '김민준', totalValue: null, totalProfitLoss: null });
    expect(other!.totalProfitLossPercent).toBe(10);
    // The ranked figure: a chain of ratios names no won of theirs.
    expect(other!.timeWeightedReturn).toBe(12.5);
    expect(other!.explanations).toEqual({ sharpe: explanation(1), alpha: explanation(0.01) });
  });

  it('masks classmates the way schools post results', () => {
    expect(studentLeaderboard(board, 2, 'INITIALS').map((e) => e.userName)).toEqual([
      '김○준',
      '이서연',
    ]);
  });

  it('shows only the viewer with SELF', () => {
    expect(studentLeaderboard(board, 2, 'SELF')).toEqual([board[1]]);
  });
});
