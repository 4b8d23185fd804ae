import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zLeaderboardSettings, zSchoolLeaderboard } from '../../../shared/schemas/leaderboard';
import { zIdParam } from '../../../shared/schemas/strict';
import { zLeaderboardQuery } from '../../../shared/schemas/trading';
import type { LeaderboardSettingsService } from '../../services/leaderboard-settings.service';
import type { LeaderboardService } from '../../services/leaderboard.service';
import { ok } from '../envelope';
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
      return ok(deps.leaderboard.forViewer(c.get('user'), timeRange, rankBy));
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
      ok(settings.settings(c.get('user'), c.req.valid('param').id)),
    )
    .put(
      '/teacher/classes/:id/leaderboard',
      requireAuth,
      staff,
      id,
      validate('json', zLeaderboardSettings),
      (c) => ok(settings.save(c.get('user'), c.req.valid('param').id, c.req.valid('json'))),
    )
    .get('/admin/leaderboard', requireAuth, admin, () => ok(settings.school()))
    .put('/admin/leaderboard', requireAuth, admin, validate('json', zSchoolLeaderboard), (c) =>
      ok(settings.saveSchool(c.req.valid('json'))),
    );
}
