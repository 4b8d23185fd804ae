import { watchlistApi } from '../../../shared/contracts/stocks';
import { Hono, type MiddlewareHandler } from 'hono';
import { zWatchlistStocksQuery } from '../../../shared/schemas/stocks';
import type { StocksService } from '../../services/stocks.service';
import { reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

/**
 * /watchlist/stocks and /watchlist/stats, the stock picker of the watchlist setup. Guards are per
 * route: the watchlist itself is another router under the same prefix.
 */
export function watchlistStocksRoutes({
  stocks,
  requireAuth,
}: {
  stocks: StocksService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>()
    .get('/stocks', requireAuth, validate('query', zWatchlistStocksQuery), (c) =>
      reply(watchlistApi.stocks, stocks.page(c.req.valid('query'))),
    )
    .get('/stats', requireAuth, () => reply(watchlistApi.stats, stocks.stats()));
}
