import {
  adminLeaderboardRoutes,
  leaderboardRoutes,
  teacherLeaderboardRoutes,
} from '../http/routes/leaderboard.routes';
import { createLeaderboardSettingsService } from '../services/leaderboard-settings.service';
import { createLeaderboardService } from '../services/leaderboard.service';
import { area, at } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/** The class's and the school's boards, and who sees which. */
export function createLeaderboardArea(shared: Shared, { requireAuth }: Common) {
  const leaderboard = createLeaderboardService(shared);
  const settings = createLeaderboardSettingsService(shared);
  return area(
    { leaderboard },
    {
      routes: [
        at('/leaderboard', leaderboardRoutes({ leaderboard, requireAuth })),
        at('/admin', adminLeaderboardRoutes({ settings, requireAuth })),
      ],
      teacherRoutes: [teacherLeaderboardRoutes({ settings })],
      // Price moves change the school's board: it is merged again at the next ask.
      onQuotes: [leaderboard.quotesArrived],
    },
  );
}
