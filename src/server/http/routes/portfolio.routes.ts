import { portfolioApi } from '../../../shared/contracts/portfolio';
import type { MiddlewareHandler } from 'hono';
import type { PortfolioService } from '../../services/portfolio.service';
import { ContractRouter } from '../contract-router';
import type { AppEnv } from '../middleware/session';

export function portfolioRoutes(deps: {
  portfolio: PortfolioService;
  requireAuth: MiddlewareHandler<AppEnv>;
  requireWatchlist: MiddlewareHandler<AppEnv>;
}) {
  const { portfolio } = deps;
  return new ContractRouter('/portfolio', [deps.requireAuth, deps.requireWatchlist])
    .serve(portfolioApi.get, (c) => portfolio.portfolio(c.get('user').id))
    .serve(portfolioApi.holdings, (c) => portfolio.holdings(c.get('user').id))
    .serve(portfolioApi.performance, (c, { query }) =>
      portfolio.performance(c.get('user').id, query.period),
    )
    .serve(portfolioApi.valueHistory, (c, { query }) =>
      portfolio.valueHistory(c.get('user').id, query.period),
    );
}
