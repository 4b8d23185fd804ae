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
import { reply } from '../envelope';
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
      return reply(
        leaderboardApi.get,
        deps.leaderboard.forViewer(c.get('user'), timeRange, rankBy),
      );
    },
  );
}

/** The teacher's /teacher/classes/:id/leaderboard and the admin's /admin/leaderboard. */
export function leaderboardSettingsRoutes({
  settings,
  requireAuth,
}: {
  settings: LeaderboardSettingsService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const staff = requireRole(['TEACHER', 'ADMIN'], messages.teacherOnly);
  const admin = requireRole(['ADMIN'], messages.adminOnly);
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .get('/teacher/classes/:id/leaderboard', requireAuth, staff, id, (c) =>
      reply(
        classScreensApi.leaderboardSettings,
        settings.settings(c.get('user'), c.req.valid('param').id),
      ),
    )
    .put(
      '/teacher/classes/:id/leaderboard',
      requireAuth,
      staff,
      id,
      validate('json', zLeaderboardSettings),
      (c) =>
        reply(
          classScreensApi.saveLeaderboardSettings,
          settings.save(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
        ),
    )
    .get('/admin/leaderboard', requireAuth, admin, () =>
      reply(adminSchoolApi.leaderboard, settings.school()),
    )
    .put('/admin/leaderboard', requireAuth, admin, validate('json', zSchoolLeaderboard), (c) =>
      reply(adminSchoolApi.saveLeaderboard, settings.saveSchool(c.req.valid('json'))),
    );
}
