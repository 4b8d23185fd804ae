import { Hono, type MiddlewareHandler } from 'hono';
import { zLeaderboardQuery } from '../../../shared/schemas/trading';
import type { LeaderboardService } from '../../services/leaderboard.service';
import { ok } from '../envelope';
import type { AppEnv } from '../middleware/session';
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
      return ok(deps.leaderboard.forUser(c.get('user').id, timeRange, rankBy));
    },
  );
}
