import { marketApi } from '../../../shared/contracts/market';
import type { MiddlewareHandler } from 'hono';
import { marketCalendar } from '../../../shared/domain/market/calendar';
import type { MarketDataService } from '../../services/market-data.service';
import type { MarketSettingsService } from '../../services/market-settings.service';
import { ContractRouter } from '../contract-router';
import type { AppEnv } from '../middleware/session';

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
  const signedIn = { guards: [deps.requireAuth] };
  return new ContractRouter('/market')
    .serve(marketApi.calendar, signedIn, (c, { query }) => marketCalendar(query.year))
    .serve(marketApi.indices, () => deps.marketData.indices())
    .serve(marketApi.replayData, signedIn, () => deps.marketSettings.replayData());
}
