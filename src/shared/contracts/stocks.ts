import {
  zAddStock,
  zManagedStock,
  zManagementSearchQuery,
  zStock,
  zStockSearchQuery,
  zStocksQuery,
  zTracking,
  zWatchlistStockPage,
  zWatchlistStats,
  zWatchlistStocksQuery,
} from '../schemas/stocks';
import { zCanChangeWatchlist, zWatchlistEntry, zWatchlistSave } from '../schemas/trading';
import { endpoint } from './endpoint';

export const stocksApi = {
  list: endpoint({ method: 'GET', path: '/stocks', query: zStocksQuery, answer: zStock.array() }),
  search: endpoint({
    method: 'GET',
    path: '/stocks/search',
    query: zStockSearchQuery,
    answer: zStock.array(),
  }),
  get: endpoint({ method: 'GET', path: '/stocks/:symbol', answer: zStock }),
};

export const watchlistApi = {
  list: endpoint({ method: 'GET', path: '/watchlist', answer: zWatchlistEntry.array() }),
  save: endpoint({
    method: 'POST',
    path: '/watchlist',
    body: zWatchlistSave,
    answer: zWatchlistEntry.array(),
  }),
  canChange: endpoint({
    method: 'GET',
    path: '/watchlist/can-change',
    answer: zCanChangeWatchlist,
  }),
  preset: endpoint({
    method: 'GET',
    path: '/watchlist/presets/:name',
    answer: zWatchlistEntry.shape.stock.array(),
  }),
  stocks: endpoint({
    method: 'GET',
    path: '/watchlist/stocks',
    query: zWatchlistStocksQuery,
    answer: zWatchlistStockPage,
  }),
  stats: endpoint({ method: 'GET', path: '/watchlist/stats', answer: zWatchlistStats }),
};

export const stockManagementApi = {
  tracked: endpoint({
    method: 'GET',
    path: '/stock-management/tracked',
    answer: zManagedStock.array(),
  }),
  search: endpoint({
    method: 'GET',
    path: '/stock-management/search',
    query: zManagementSearchQuery,
    answer: zManagedStock.array(),
  }),
  add: endpoint({
    method: 'POST',
    path: '/stock-management/add',
    body: zAddStock,
    answer: zManagedStock,
  }),
  setTracking: endpoint({
    method: 'PATCH',
    path: '/stock-management/:symbol/tracking',
    body: zTracking,
    answer: zManagedStock,
  }),
};
