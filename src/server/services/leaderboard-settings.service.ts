import type { LeaderboardSettings, SchoolLeaderboard } from '../../shared/schemas/leaderboard';
import type { Db } from '../db/connection';
import { leaderboardSettingsRepo } from '../db/repos/leaderboard-settings.repo';
import type { AuthUser } from './accounts/authentication';
import { findManagedClass } from './classes/class-access';

/** What a class's students see on /leaderboard (the teacher) and whose board it is (the admin). */
export function createLeaderboardSettingsService({ db }: { db: Db }) {
  function settings(actor: AuthUser, classId: number): LeaderboardSettings {
    const row = findManagedClass(db, actor, classId);
    return { visible: row.leaderboardVisible, names: row.leaderboardNames };
  }

  return {
    settings,
    save(actor: AuthUser, classId: number, wanted: LeaderboardSettings): LeaderboardSettings {
      findManagedClass(db, actor, classId);
      leaderboardSettingsRepo.save(db, classId, wanted);
      return settings(actor, classId);
    },
    school: (): SchoolLeaderboard => ({ schoolWide: leaderboardSettingsRepo.schoolWide(db) }),
    saveSchool(wanted: SchoolLeaderboard): SchoolLeaderboard {
      leaderboardSettingsRepo.saveSchoolWide(db, wanted.schoolWide);
      return wanted;
    },
  };
}

export type LeaderboardSettingsService = ReturnType<typeof createLeaderboardSettingsService>;
