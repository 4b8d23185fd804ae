import { zHealth } from '../schemas/envelope';
import { zMarketCalendar, zMarketCalendarQuery } from '../schemas/market-calendar';
import {
  zChartPoint,
  zChartQuery,
  zMarketIndices,
  zNewsItem,
  zOrderBook,
  zPriceRecord,
  zPricesRequest,
  zStockPriceRecord,
  zUpdateAllPricesResult,
} from '../schemas/market';
import { zReplayData } from '../schemas/market-settings';
import { endpoint } from './endpoint';

export const marketApi = {
  health: endpoint({ method: 'GET', path: '/health', answer: zHealth }),
  calendar: endpoint({
    method: 'GET',
    path: '/market/calendar',
    query: zMarketCalendarQuery,
    answer: zMarketCalendar,
  }),
  indices: endpoint({ method: 'GET', path: '/market/indices', answer: zMarketIndices }),
  replayData: endpoint({ method: 'GET', path: '/market/replay-data', answer: zReplayData }),
  chart: endpoint({
    method: 'GET',
    path: '/chart/:symbol',
    query: zChartQuery,
    answer: zChartPoint.array(),
  }),
  prices: endpoint({
    method: 'POST',
    path: '/stocks/prices/multiple',
    body: zPricesRequest,
    answer: zPriceRecord.array(),
  }),
};

export const realStocksApi = {
  updateAllPrices: endpoint({
    method: 'POST',
    path: '/real-stocks/update-all-prices',
    answer: zUpdateAllPricesResult,
  }),
  price: endpoint({
    method: 'GET',
    path: '/real-stocks/:symbol/price',
    answer: zStockPriceRecord,
  }),
  chart: endpoint({
    method: 'GET',
    path: '/real-stocks/:symbol/chart',
    query: zChartQuery,
    answer: zChartPoint.array(),
  }),
  orderBook: endpoint({
    method: 'GET',
    path: '/real-stocks/:symbol/orderbook',
    answer: zOrderBook.pick({ asks: true, bids: true }),
  }),
  news: endpoint({ method: 'GET', path: '/real-stocks/:symbol/news', answer: zNewsItem.array() }),
};
