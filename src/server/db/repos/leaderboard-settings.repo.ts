import { eq } from 'drizzle-orm';
import type { RowNames } from '../../../shared/domain/portfolio/leaderboard-view';
import type { LeaderboardSettings } from '../../../shared/schemas/leaderboard';
import type { Db } from '../connection';
import { classes } from '../schema';
import { settingsRepo } from './settings.repo';

const SCHOOL_WIDE_KEY = 'leaderboard.schoolWide';

export const leaderboardSettingsRepo = {
  save(db: Db, classId: number, settings: LeaderboardSettings) {
    db.update(classes)
      .set({ leaderboardNames: settings.names, leaderboardVisible: settings.visible })
      .where(eq(classes.id, classId))
      .run();
  },

  /** How each class shows its students' rows to students: the school-wide board reads them all. */
  rowNamesByClass(db: Db): Map<number, RowNames> {
    const rows = db
      .select({
        id: classes.id,
        names: classes.leaderboardNames,
        visible: classes.leaderboardVisible,
        endedAt: classes.endedAt,
      })
      .from(classes)
      .all();
    return new Map(
      rows.map((row) => [row.id, row.visible && row.endedAt === null ? row.names : 'HIDDEN']),
    );
  },

  /** Off until the admin opens one board for the whole school. */
  schoolWide: (db: Db) => settingsRepo.load<boolean>(db, SCHOOL_WIDE_KEY) ?? false,
  saveSchoolWide: (db: Db, schoolWide: boolean) =>
    settingsRepo.save(db, SCHOOL_WIDE_KEY, schoolWide),
};
