import { leaderboardApi } from '../../../shared/contracts/portfolio';
import { adminSchoolApi } from '../../../shared/contracts/admin';
import { classScreensApi } from '../../../shared/contracts/teacher-market';
import type { MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zIdParam } from '../../../shared/schemas/strict';
import type { LeaderboardSettingsService } from '../../services/leaderboard-settings.service';
import type { LeaderboardService } from '../../services/leaderboard.service';
import { ContractRouter } from '../contract-router';
import { requireRole, type AppEnv } from '../middleware/session';

export function leaderboardRoutes(deps: {
  leaderboard: LeaderboardService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  return new ContractRouter('/leaderboard').serve(
    leaderboardApi.get,
    { guards: [deps.requireAuth], shared: true },
    (c, { query }) => deps.leaderboard.forViewer(c.get('user'), query.timeRange, query.rankBy),
  );
}

/** The teacher's /teacher/classes/:id/leaderboard, in the /teacher tree. */
export function teacherLeaderboardRoutes({ settings }: { settings: LeaderboardSettingsService }) {
  const id = { params: zIdParam };
  return new ContractRouter('/teacher')
    .serve(classScreensApi.leaderboardSettings, id, (c, { params }) =>
      settings.settings(c.get('user'), params.id),
    )
    .serve(classScreensApi.saveLeaderboardSettings, id, (c, { params, body }) =>
      settings.save(c.get('user'), params.id, body),
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
  const admin = { guards: [requireAuth, requireRole(['ADMIN'], messages.adminOnly)] };
  return new ContractRouter('/admin')
    .serve(adminSchoolApi.leaderboard, admin, () => settings.school())
    .serve(adminSchoolApi.saveLeaderboard, admin, (c, { body }) => settings.saveSchool(body));
}
