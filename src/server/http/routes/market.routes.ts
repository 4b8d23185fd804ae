import { Hono, type MiddlewareHandler } from 'hono';
import { marketCalendar } from '../../../shared/domain/market/calendar';
import { zMarketCalendarQuery } from '../../../shared/schemas/market-calendar';
import { ok } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

// The KRX calendar is a fixed table in src/shared: no state, so no service stands between.
export function marketRoutes(deps: { requireAuth: MiddlewareHandler<AppEnv> }) {
  return new Hono<AppEnv>().get(
    '/calendar',
    deps.requireAuth,
    validate('query', zMarketCalendarQuery),
    (c) => ok(marketCalendar(c.req.valid('query').year)),
  );
}
