import { portfolioApi } from '../../../shared/contracts/portfolio';
import { classScreensApi } from '../../../shared/contracts/teacher-market';
import { Hono, type MiddlewareHandler } from 'hono';
import { zAnalyticsQuery } from '../../../shared/schemas/analytics';
import { zIdParam } from '../../../shared/schemas/strict';
import { zRegionQuery } from '../../../shared/schemas/region';
import type { AnalyticsService } from '../../services/analytics.service';
import type { RegionService } from '../../services/region.service';
import { reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** GET /portfolio/analytics and /portfolio/region (the student) — beside the portfolio routes. */
export function studentAnalyticsRoutes(deps: {
  analytics: AnalyticsService;
  region: RegionService;
  requireAuth: MiddlewareHandler<AppEnv>;
  requireWatchlist: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>()
    .get(
      '/analytics',
      deps.requireAuth,
      deps.requireWatchlist,
      validate('query', zAnalyticsQuery),
      (c) =>
        reply(
          portfolioApi.analytics,
          deps.analytics.own(c.get('user').id, c.req.valid('query').period),
        ),
    )
    .get('/region', deps.requireAuth, deps.requireWatchlist, validate('query', zRegionQuery), (c) =>
      reply(portfolioApi.region, deps.region.of(c.get('user').id, c.req.valid('query'))),
    );
}

/** GET /teacher/students/:id/analytics (that student's teacher, or an admin), in the /teacher tree. */
export function teacherAnalyticsRoutes(deps: { analytics: AnalyticsService }) {
  return new Hono<AppEnv>().get(
    '/students/:id/analytics',
    validate('param', zIdParam),
    validate('query', zAnalyticsQuery),
    (c) =>
      reply(
        classScreensApi.studentAnalytics,
        deps.analytics.ofStudent(
          c.get('user'),
          c.req.valid('param').id,
          c.req.valid('query').period,
        ),
      ),
  );
}
