import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../shared/messages';
import type { Clock } from './clock';
import type { Db } from './db/connection';
import { fail } from './http/envelope';
import { noStore, securityHeaders } from './http/middleware/headers';
import { onError, onNotFound } from './http/middleware/errors';
import { createRequireAuth } from './http/middleware/session';
import { healthRoutes, type MarketStatus } from './http/routes/health.routes';
import { chartRoutes, realStocksRoutes, stockPricesRoutes } from './http/routes/real-stocks.routes';
import { mountSpa } from './http/static';
import type { BarRecorder } from './market/bar-recorder';
import type { MarketEngine } from './market/engine';
import type { PriceStore } from './market/price-store';
import type { Catalogue } from './market/types';
import type { AccessTokens } from './services/access-tokens';
import { createMarketDataService } from './services/market-data.service';

export interface AppDeps {
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
  version: string;
  marketStatus: () => MarketStatus;
  catalogue: Catalogue;
  prices: PriceStore;
  market: MarketEngine;
  /** Records 1-minute bars for the 1D/1W charts (optional in tests). */
  bars?: BarRecorder;
  staticDir?: string;
}

export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.onError(onError);
  app.use('*', securityHeaders);

  const requireAuth = createRequireAuth(deps);
  const api = new Hono();
  api.use('*', noStore);
  api.use(
    '*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: (c) => fail(c, 413, 'PAYLOAD_TOO_LARGE', messages.bodyTooLarge),
    }),
  );
  api.route('/health', healthRoutes(deps));
  // Feature routers are mounted here, each given the dependencies it needs and requireAuth.
  const marketData = createMarketDataService(deps);
  api.route('/real-stocks', realStocksRoutes({ marketData, requireAuth }));
  api.route('/chart', chartRoutes({ marketData, requireAuth }));
  api.route('/stocks/prices', stockPricesRoutes({ marketData, requireAuth }));
  api.notFound(onNotFound);
  api.onError(onError);

  app.route('/api', api);
  // Unknown /api/* paths answer JSON 404, never the SPA.
  app.all('/api/*', onNotFound);
  if (deps.staticDir) mountSpa(app, deps.staticDir);
  return app;
}
