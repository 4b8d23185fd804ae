import { marketRoutes } from '../http/routes/market.routes';
import {
  chartRoutes,
  realStocksRoutes,
  stockPricesRoutes,
} from '../http/routes/real-stocks.routes';
import { stockManagementRoutes } from '../http/routes/stock-management.routes';
import { stocksRoutes } from '../http/routes/stocks.routes';
import { watchlistStocksRoutes } from '../http/routes/watchlist-stocks.routes';
import { watchlistRoutes } from '../http/routes/watchlist.routes';
import { createMarketDataService } from '../services/market-data.service';
import { createMarketSettingsService } from '../services/market-settings.service';
import { createStockManagementService } from '../services/stock-management.service';
import { createStocksService } from '../services/stocks.service';
import { createWatchlistService } from '../services/watchlist.service';
import { area, at } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/** The market as students and teachers read it: stocks, charts, indices, the watchlist. */
export function createMarketArea(shared: Shared, { requireAuth }: Common) {
  const marketSettings = createMarketSettingsService(shared);
  const marketData = createMarketDataService(shared);
  const stocks = createStocksService(shared);
  const management = createStockManagementService(shared);
  const watchlist = createWatchlistService(shared);
  return area(
    { marketSettings },
    {
      routes: [
        at('/real-stocks', realStocksRoutes({ marketData, requireAuth })),
        at('/chart', chartRoutes({ marketData, requireAuth })),
        at('/stocks/prices', stockPricesRoutes({ marketData, requireAuth })),
        // Public like /health: the projector's display link shows the indices without a login.
        at('/market', marketRoutes({ requireAuth, marketData, marketSettings })),
        at('/stocks', stocksRoutes({ stocks, requireAuth })),
        at('/watchlist', watchlistStocksRoutes({ stocks, requireAuth })),
        at('/stock-management', stockManagementRoutes({ management, requireAuth })),
        at('/watchlist', watchlistRoutes({ watchlist, requireAuth })),
      ],
    },
  );
}
