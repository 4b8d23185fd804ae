import { stocksApi } from '../../../shared/contracts/stocks';
import type { MiddlewareHandler } from 'hono';
import type { StocksService } from '../../services/stocks.service';
import { ContractRouter } from '../contract-router';
import type { AppEnv } from '../middleware/session';

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
  const signedIn = { guards: [requireAuth] };
  return new ContractRouter('/stocks')
    .serve(stocksApi.list, signedIn, (c, { query }) => stocks.list(query.market))
    .serve(stocksApi.search, signedIn, (c, { query }) => stocks.search(query.q, query.market))
    .serve(stocksApi.get, signedIn, (c) => stocks.get(c.req.param('symbol').toUpperCase()));
}
