import { leaderboardApi } from '../../../shared/contracts/portfolio';
import { adminSchoolApi } from '../../../shared/contracts/admin';
import { classScreensApi } from '../../../shared/contracts/teacher-market';
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zLeaderboardSettings, zSchoolLeaderboard } from '../../../shared/schemas/leaderboard';
import { zIdParam } from '../../../shared/schemas/strict';
import { zLeaderboardQuery } from '../../../shared/schemas/trading';
import type { LeaderboardSettingsService } from '../../services/leaderboard-settings.service';
import type { LeaderboardService } from '../../services/leaderboard.service';
import { reply, replyShared } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

export function leaderboardRoutes(deps: {
  leaderboard: LeaderboardService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>().get(
    '/',
    deps.requireAuth,
    validate('query', zLeaderboardQuery),
    (c) => {
      const { timeRange, rankBy } = c.req.valid('query');
      return replyShared(
        leaderboardApi.get,
        deps.leaderboard.forViewer(c.get('user'), timeRange, rankBy),
        c.req.header('accept-encoding'),
      );
    },
  );
}

/** The teacher's /teacher/classes/:id/leaderboard, in the /teacher tree. */
export function teacherLeaderboardRoutes({ settings }: { settings: LeaderboardSettingsService }) {
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .get('/classes/:id/leaderboard', id, (c) =>
      reply(
        classScreensApi.leaderboardSettings,
        settings.settings(c.get('user'), c.req.valid('param').id),
      ),
    )
    .put('/classes/:id/leaderboard', id, validate('json', zLeaderboardSettings), (c) =>
      reply(
        classScreensApi.saveLeaderboardSettings,
        settings.save(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      ),
    );
}

/** The admin's school-wide /admin/leaderboard. */
export function adminLeaderboardRoutes({
  settings,
  requireAuth,
}: {
  settings: LeaderboardSettingsService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const admin = requireRole(['ADMIN'], messages.adminOnly);
  return new Hono<AppEnv>()
    .get('/leaderboard', requireAuth, admin, () =>
      reply(adminSchoolApi.leaderboard, settings.school()),
    )
    .put('/leaderboard', requireAuth, admin, validate('json', zSchoolLeaderboard), (c) =>
      reply(adminSchoolApi.saveLeaderboard, settings.saveSchool(c.req.valid('json'))),
    );
}
