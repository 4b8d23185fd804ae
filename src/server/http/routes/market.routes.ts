import { marketApi } from '../../../shared/contracts/market';
import { Hono, type MiddlewareHandler } from 'hono';
import { marketCalendar } from '../../../shared/domain/market/calendar';
import { zMarketCalendarQuery } from '../../../shared/schemas/market-calendar';
import type { MarketDataService } from '../../services/market-data.service';
import type { MarketSettingsService } from '../../services/market-settings.service';
import { reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

/**
 * /market: the KRX calendar (a fixed table in src/shared: no state, so no service stands
 * between) and KOSPI and KOSDAQ now, public for the header strip and a projector's display link;
 * whether the replay has run past its real data, for the students' banner.
 */
export function marketRoutes(deps: {
  requireAuth: MiddlewareHandler<AppEnv>;
  marketData: MarketDataService;
  marketSettings: MarketSettingsService;
}) {
  return new Hono<AppEnv>()
    .get('/calendar', deps.requireAuth, validate('query', zMarketCalendarQuery), (c) =>
      reply(marketApi.calendar, marketCalendar(c.req.valid('query').year)),
    )
    .get('/indices', () => reply(marketApi.indices, deps.marketData.indices()))
    .get('/replay-data', deps.requireAuth, () =>
      reply(marketApi.replayData, deps.marketSettings.replayData()),
    );
}
