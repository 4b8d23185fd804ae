import { Hono } from 'hono';
import { apiBodyLimit, isRosterUpload, rosterBodyLimit } from './http/middleware/headers';
import { onError, onNotFound } from './http/middleware/errors';
import { teacherRoutes } from './http/routes/teacher.routes';
import { mountSpa } from './http/static';
import { createAccountsArea } from './areas/accounts';
import { createAdminArea } from './areas/admin';
import type { Area } from './areas/area';
import { createAssignmentsArea } from './areas/assignments';
import { createAuctionsArea } from './areas/auctions';
import { createCommon, type Common } from './areas/common';
import { createHealthArea } from './areas/health';
import { createLeaderboardArea } from './areas/leaderboard';
import { createLessonsArea } from './areas/lessons';
import { createMarketArea } from './areas/market';
import { createPortfolioArea } from './areas/portfolio';
import { createPrivacyArea } from './areas/privacy';
import { createProjectorArea } from './areas/projector';
import { createRecordsArea } from './areas/records';
import { createReviewsArea } from './areas/reviews';
import { createTradingArea } from './areas/trading';
import { completeShared, type AppDeps, type Shared } from './areas/shared';

export type { AppDeps };

/**
 * The app, area by area (src/server/areas): each builds its services and routers from the shared
 * instances and what earlier areas made. Listed in the order their routers are mounted.
 */
export function createApplication(shared: Shared) {
  const common = createCommon(shared);
  const health = createHealthArea(shared);
  const accounts = createAccountsArea(shared, common);
  const privacy = createPrivacyArea(shared, common);
  const market = createMarketArea(shared, common);
  const admin = createAdminArea(shared, common, {
    health: health.health,
    users: accounts.users,
    marketSettings: market.marketSettings,
  });
  const lessons = createLessonsArea(shared, common);
  const assignments = createAssignmentsArea(shared, common, {
    classIndex: lessons.classIndex,
  });
  const portfolio = createPortfolioArea(shared, common);
  const reviews = createReviewsArea(shared, common, { analytics: portfolio.analytics });
  const trading = createTradingArea(shared, common, { feedback: reviews.feedback });
  const leaderboard = createLeaderboardArea(shared, common);
  const records = createRecordsArea(shared, common);
  const projector = createProjectorArea(shared, common, {
    leaderboard: leaderboard.leaderboard,
    reports: records.reports,
  });
  const auctions = createAuctionsArea(shared, common, { trading: trading.trading });
  const areas: Area[] = [
    health,
    accounts,
    privacy,
    market,
    admin,
    lessons,
    assignments,
    portfolio,
    reviews,
    trading,
    leaderboard,
    records,
    projector,
    auctions,
  ];
  const stopQuotes = areas.flatMap((a) => a.onQuotes ?? []).map(shared.prices.onQuotes);
  return {
    app: mountAreas(shared, common, areas),
    /** A replayed close completes 과제 too: index.ts's snapshots ask the app's own service. */
    assignments: assignments.assignments,
    /** Stops hearing the market (index.ts, on shutdown). */
    close: () => stopQuotes.forEach((stop) => stop()),
  };
}

/** The app of a test or a tool: what `deps` leaves out is made for this app alone. */
export function createApp(deps: AppDeps) {
  return createApplication(completeShared(deps)).app;
}

function mountAreas(shared: Shared, { requireAuth }: Common, areas: readonly Area[]) {
  const app = new Hono();
  app.onError(onError);
  app.notFound(onNotFound);
  const api = new Hono();
  // Only the methods that carry a body pass the limit: asking a GET for its body would build a
  // full Fetch Request, and every middleware on the way costs each request.
  api.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', (c, next) =>
    (isRosterUpload(c.req.path) ? rosterBodyLimit : apiBodyLimit)(c, next),
  );
  for (const mount of areas.flatMap((area) => area.routes ?? [])) mount(api);
  const staff = areas.flatMap((area) => area.teacherRoutes ?? []);
  api.route('/teacher', teacherRoutes(requireAuth, staff));
  api.notFound(onNotFound);
  api.onError(onError);

  app.route('/api', api);
  // Unknown /api/* paths answer JSON 404, never the SPA.
  app.all('/api/*', onNotFound);
  if (shared.staticDir) mountSpa(app, shared.staticDir);
  return app;
}
