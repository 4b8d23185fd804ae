import { marketApi, realStocksApi } from '../../../shared/contracts/market';
import type { MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import type { MarketDataService } from '../../services/market-data.service';
import { ContractRouter } from '../contract-router';
import { requireRole, type AppEnv } from '../middleware/session';

interface Deps {
  marketData: MarketDataService;
  requireAuth: MiddlewareHandler<AppEnv>;
}

const symbolOf = (param: string) => param.toUpperCase();

/** /real-stocks: price, chart, order book and news of one stock; the teachers' price update. */
export function realStocksRoutes({ marketData, requireAuth }: Deps) {
  const staff = [requireRole(['TEACHER', 'ADMIN'], messages.priceUpdateForbidden)];
  return new ContractRouter('/real-stocks', [requireAuth])
    .serve(realStocksApi.updateAllPrices, { guards: staff }, () => marketData.updateAll())
    .serve(realStocksApi.price, (c) => marketData.priceRecord(symbolOf(c.req.param('symbol'))))
    .serve(realStocksApi.chart, (c, { query }) =>
      marketData.chart(symbolOf(c.req.param('symbol')), query.period),
    )
    .serve(realStocksApi.orderBook, (c) => marketData.orderBook(symbolOf(c.req.param('symbol'))))
    .serve(realStocksApi.news, (c) => marketData.news(symbolOf(c.req.param('symbol'))));
}

/** /chart/{symbol}: the same chart as /real-stocks/{symbol}/chart (the client tries it first). */
export function chartRoutes({ marketData, requireAuth }: Deps) {
  return new ContractRouter('/chart', [requireAuth]).serve(marketApi.chart, (c, { query }) =>
    marketData.chart(symbolOf(c.req.param('symbol')), query.period),
  );
}

/** /stocks/prices: current prices of up to 100 stocks at once. */
export function stockPricesRoutes({ marketData, requireAuth }: Deps) {
  return new ContractRouter('/stocks/prices', [requireAuth]).serve(
    marketApi.prices,
    (c, { body }) => marketData.priceRecords(body.symbols),
  );
}
