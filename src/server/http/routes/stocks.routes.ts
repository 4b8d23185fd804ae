import { stocksApi } from '../../../shared/contracts/stocks';
import { Hono, type MiddlewareHandler } from 'hono';
import { zStockSearchQuery, zStocksQuery } from '../../../shared/schemas/stocks';
import type { StocksService } from '../../services/stocks.service';
import { reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

/**
 * /stocks: the trading universe, search and one stock. Guards are per route: /stocks/prices is
 * another router under the same prefix.
 */
export function stocksRoutes({
  stocks,
  requireAuth,
}: {
  stocks: StocksService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>()
    .get('/', requireAuth, validate('query', zStocksQuery), (c) =>
      reply(stocksApi.list, stocks.list(c.req.valid('query').market)),
    )
    .get('/search', requireAuth, validate('query', zStockSearchQuery), (c) => {
      const { q, market } = c.req.valid('query');
      return reply(stocksApi.search, stocks.search(q, market));
    })
    .get('/:symbol', requireAuth, (c) =>
      reply(stocksApi.get, stocks.get(c.req.param('symbol').toUpperCase())),
    );
}
