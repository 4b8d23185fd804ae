import { studentAnalyticsRoutes, teacherAnalyticsRoutes } from '../http/routes/analytics.routes';
import {
  adminCorporateActionsRoutes,
  corporateActionsRoutes,
} from '../http/routes/corporate-actions.routes';
import { portfolioRoutes } from '../http/routes/portfolio.routes';
import { teacherCashRoutes } from '../http/routes/teacher-cash.routes';
import { deliver } from '../realtime/deliveries';
import { rooms } from '../realtime/rooms';
import { createAnalyticsService } from '../services/analytics.service';
import { createCashService } from '../services/cash.service';
import { createPortfolioService } from '../services/portfolio.service';
import { createRegionService } from '../services/region.service';
import { area, at } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/** What a student holds and how it did: holdings, analytics, corporate actions, cash from the teacher. */
export function createPortfolioArea(shared: Shared, common: Common) {
  const { parsedRules, requireAuth, requireWatchlist } = common;
  const { corporateActions } = shared;
  const portfolio = createPortfolioService(shared);
  const analytics = createAnalyticsService({ ...shared, parsedRules });
  const region = createRegionService({ ...shared, parsedRules });
  const cash = createCashService(shared);
  return area(
    { analytics },
    {
      routes: [
        at('/portfolio', portfolioRoutes({ portfolio, requireAuth, requireWatchlist })),
        at(
          '/portfolio',
          studentAnalyticsRoutes({ analytics, region, requireAuth, requireWatchlist }),
        ),
        at(
          '/portfolio',
          corporateActionsRoutes({ corporateActions, requireAuth, requireWatchlist }),
        ),
        at(
          '/admin/corporate-actions',
          adminCorporateActionsRoutes({
            corporateActions,
            detected: shared.detectedCorporateActions,
            requireAuth,
          }),
        ),
      ],
      teacherRoutes: [teacherAnalyticsRoutes({ analytics }), teacherCashRoutes({ cash })],
    },
  );
}

export const portfolioDeliveries = [
  // Holdings or cash changed outside a tick: the hub values the portfolio again.
  deliver('portfolioChanged', ({ userId }, out) => out.pushPortfolio(userId)),
  deliver('corporateActionApplied', ({ userId, adjustment }, out) =>
    out.to(rooms.user(userId)).emit('corporate-action', { adjustment, serverTime: out.now() }),
  ),
  deliver('regularDeposited', ({ userId, notice }, out) =>
    out.to(rooms.user(userId)).emit('regular-deposit', { ...notice, serverTime: out.now() }),
  ),
];
