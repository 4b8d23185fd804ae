import type { LeaderboardNames } from '../../schemas/leaderboard';
import type { LeaderboardEntry } from '../../schemas/trading';
import { initialsOf } from '../projector';

/**
 * The board as one student may see it: their own row whole; classmates' rows with the name the
 * teacher chose and without the figures that give away money of theirs (net deposits). With
 * SELF the student sees only their own place. No row carries a 학번.
 */
export function studentLeaderboard(
  entries: LeaderboardEntry[],
  viewerId: number,
  names: LeaderboardNames,
): LeaderboardEntry[] {
  // 학번 is for staff: with INITIALS it would name the classmate the initials hide.
  const rows = entries.map(({ userNumber: _, ...entry }) => entry);
  if (names === 'SELF') return rows.filter((entry) => entry.userId === viewerId);
  return rows.map((entry) => {
    if (entry.userId === viewerId) return entry;
    const { explanations, ...rest } = entry;
    return {
      ...rest,
      userName: names === 'INITIALS' ? initialsOf(entry.userName) : entry.userName,
      totalValue: null,
      totalProfitLoss: null,
      ...(explanations && {
        explanations: { sharpe: explanations.sharpe, alpha: explanations.alpha },
      }),
    };
  });
}
