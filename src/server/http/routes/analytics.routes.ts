import { portfolioApi } from '../../../shared/contracts/portfolio';
import { classScreensApi } from '../../../shared/contracts/teacher-market';
import type { MiddlewareHandler } from 'hono';
import { zIdParam } from '../../../shared/schemas/strict';
import type { AnalyticsService } from '../../services/analytics.service';
import type { RegionService } from '../../services/region.service';
import { ContractRouter } from '../contract-router';
import type { AppEnv } from '../middleware/session';

/** GET /portfolio/analytics and /portfolio/region (the student) — beside the portfolio routes. */
export function studentAnalyticsRoutes(deps: {
  analytics: AnalyticsService;
  region: RegionService;
  requireAuth: MiddlewareHandler<AppEnv>;
  requireWatchlist: MiddlewareHandler<AppEnv>;
}) {
  const guards = [deps.requireAuth, deps.requireWatchlist];
  return new ContractRouter('/portfolio')
    .serve(portfolioApi.analytics, { guards }, (c, { query }) =>
      deps.analytics.own(c.get('user').id, query.period),
    )
    .serve(portfolioApi.region, { guards }, (c, { query }) =>
      deps.region.of(c.get('user').id, query),
    );
}

/** GET /teacher/students/:id/analytics (that student's teacher, or an admin), in the /teacher tree. */
export function teacherAnalyticsRoutes(deps: { analytics: AnalyticsService }) {
  return new ContractRouter('/teacher').serve(
    classScreensApi.studentAnalytics,
    { params: zIdParam },
    (c, { params, query }) => deps.analytics.ofStudent(c.get('user'), params.id, query.period),
  );
}
