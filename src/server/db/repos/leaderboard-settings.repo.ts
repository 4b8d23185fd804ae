import { eq } from 'drizzle-orm';
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

  /** Off until the admin opens one board for the whole school. */
  schoolWide: (db: Db) => settingsRepo.load<boolean>(db, SCHOOL_WIDE_KEY) ?? false,
  saveSchoolWide: (db: Db, schoolWide: boolean) =>
    settingsRepo.save(db, SCHOOL_WIDE_KEY, schoolWide),
};
