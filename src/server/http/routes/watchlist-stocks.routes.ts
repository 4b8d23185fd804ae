import { watchlistApi } from '../../../shared/contracts/stocks';
import type { MiddlewareHandler } from 'hono';
import type { StocksService } from '../../services/stocks.service';
import { ContractRouter } from '../contract-router';
import type { AppEnv } from '../middleware/session';

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
  const signedIn = { guards: [requireAuth] };
  return new ContractRouter('/watchlist')
    .serve(watchlistApi.stocks, signedIn, (c, { query }) => stocks.page(query))
    .serve(watchlistApi.stats, signedIn, () => stocks.stats());
}
