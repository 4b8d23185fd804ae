import { portfolioApi } from '../../../shared/contracts/portfolio';
import { Hono, type MiddlewareHandler } from 'hono';
import { zPerformanceQuery } from '../../../shared/schemas/trading';
import type { PortfolioService } from '../../services/portfolio.service';
import { reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

export function portfolioRoutes(deps: {
  portfolio: PortfolioService;
  requireAuth: MiddlewareHandler<AppEnv>;
  requireWatchlist: MiddlewareHandler<AppEnv>;
}) {
  const { portfolio } = deps;
  const period = validate('query', zPerformanceQuery);
  return new Hono<AppEnv>()
    .use('*', deps.requireAuth, deps.requireWatchlist)
    .get('/', (c) => reply(portfolioApi.get, portfolio.portfolio(c.get('user').id)))
    .get('/holdings', (c) => reply(portfolioApi.holdings, portfolio.holdings(c.get('user').id)))
    .get('/performance', period, (c) =>
      reply(
        portfolioApi.performance,
        portfolio.performance(c.get('user').id, c.req.valid('query').period),
      ),
    )
    .get('/value-history', period, (c) =>
      reply(
        portfolioApi.valueHistory,
        portfolio.valueHistory(c.get('user').id, c.req.valid('query').period),
      ),
    );
}
