import { marketApi, realStocksApi } from '../../../shared/contracts/market';
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zChartQuery, zPricesRequest } from '../../../shared/schemas/market';
import type { MarketDataService } from '../../services/market-data.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

interface Deps {
  marketData: MarketDataService;
  requireAuth: MiddlewareHandler<AppEnv>;
}

const symbolOf = (param: string) => param.toUpperCase();

/** /real-stocks: price, chart, order book and news of one stock; the teachers' price update. */
export function realStocksRoutes({ marketData, requireAuth }: Deps) {
  return new Hono<AppEnv>()
    .use('*', requireAuth)
    .post(
      '/update-all-prices',
      requireRole(['TEACHER', 'ADMIN'], messages.priceUpdateForbidden),
      async () => reply(realStocksApi.updateAllPrices, await marketData.updateAll()),
    )
    .get('/:symbol/price', async (c) =>
      reply(realStocksApi.price, await marketData.priceRecord(symbolOf(c.req.param('symbol')))),
    )
    .get('/:symbol/chart', validate('query', zChartQuery), async (c) =>
      reply(
        realStocksApi.chart,
        await marketData.chart(symbolOf(c.req.param('symbol')), c.req.valid('query').period),
      ),
    )
    .get('/:symbol/orderbook', async (c) =>
      reply(realStocksApi.orderBook, await marketData.orderBook(symbolOf(c.req.param('symbol')))),
    )
    .get('/:symbol/news', async (c) =>
      reply(realStocksApi.news, await marketData.news(symbolOf(c.req.param('symbol')))),
    );
}

/** /chart/{symbol}: the same chart as /real-stocks/{symbol}/chart (the client tries it first). */
export function chartRoutes({ marketData, requireAuth }: Deps) {
  return new Hono<AppEnv>()
    .use('*', requireAuth)
    .get('/:symbol', validate('query', zChartQuery), async (c) =>
      reply(
        marketApi.chart,
        await marketData.chart(symbolOf(c.req.param('symbol')), c.req.valid('query').period),
      ),
    );
}

/** /stocks/prices: current prices of up to 100 stocks at once. */
export function stockPricesRoutes({ marketData, requireAuth }: Deps) {
  return new Hono<AppEnv>()
    .use('*', requireAuth)
    .post('/multiple', validate('json', zPricesRequest), async (c) =>
      reply(marketApi.prices, await marketData.priceRecords(c.req.valid('json').symbols)),
    );
}
