import type { LeaderboardNames } from '../../schemas/leaderboard';
import type { LeaderboardEntry } from '../../schemas/trading';
import { initialsOf } from '../projector';

/**
 * How a class lets students see its own students' rows: its teacher's choice of names, or
 * HIDDEN when the teacher keeps the board from students (or the student has no class to ask).
 */
export type RowNames = LeaderboardNames | 'HIDDEN';

/** A ranked row with the class that decides how its name may be shown. */
export type ClassedEntry = LeaderboardEntry & { classId: number | null };

/**
 * The board as one student may see it: their own row whole; every other row named as its OWN
 * class's teacher chose (on the school-wide board a class showing only SELF, or hidden, shows none
 * of its students to other classes, and a masked class stays masked whatever the viewer's class
 * allows) and without the figures that give away money of theirs (net deposits). When the
 * viewer's class shows SELF the student sees only their own place. No row carries a 학번.
 */
export function studentLeaderboard(
  entries: ClassedEntry[],
  viewer: { id: number; classId: number },
  namesOf: (classId: number | null) => RowNames,
): LeaderboardEntry[] {
  const ownClass = namesOf(viewer.classId);
  const shown: LeaderboardEntry[] = [];
  // 학번 is for staff: with INITIALS it would name the classmate the initials hide.
  for (const { userNumber: _, classId, ...entry } of entries) {
    if (entry.userId === viewer.id) {
      shown.push(entry);
      continue;
    }
    const names = namesOf(classId);
    if (ownClass === 'SELF' || names === 'SELF' || names === 'HIDDEN') continue;
    const { explanations, ...rest } = entry;
    shown.push({
      ...rest,
      userName: names === 'INITIALS' ? initialsOf(entry.userName) : entry.userName,
      totalValue: null,
      totalProfitLoss: null,
      ...(explanations && {
        explanations: { sharpe: explanations.sharpe, alpha: explanations.alpha },
      }),
    });
  }
  return shown;
}
