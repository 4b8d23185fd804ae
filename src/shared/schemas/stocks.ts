import { z } from 'zod';
import { zMarket, zQuoteSource } from './market';
import { strictBody } from './strict';

/** docs/product/market-data.md#sectors: the 18 sectors every stock is mapped onto (the KRX 업종, see data/README.md). */
export const SECTORS = [
  '전기전자',
  '화학',
  '의약품',
  '운수장비',
  '금융업',
  '서비스업',
  '기계',
  '철강금속',
  '건설업',
  '유통업',
  '운수창고',
  '통신업',
  '전기가스업',
  '음식료품',
  '섬유의복',
  '종이목재',
  '비금속광물',
  '기타',
] as const;
export const zSector = z.enum(SECTORS);
export type Sector = z.infer<typeof zSector>;

const marketMessage = '시장은 전체, KOSPI, KOSDAQ, KOSDAQ GLOBAL, KONEX 중 하나여야 합니다.';
/** A market filter: 'all' (or absent) means every market. */
export const zMarketFilter = z.enum(['all', ...zMarket.options], marketMessage).default('all');
export type MarketFilter = z.infer<typeof zMarketFilter>;

const searchText = (message: string) =>
  z.string().trim().max(50, `${message}는 50자 이내로 입력해주세요.`).default('');

const positiveInt = (message: string) =>
  z.coerce.number(message).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

/**
 * Stock (docs/product/api.md#fields): `price` repeats `currentPrice` (the API names both). Without a live quote the
 * price is the last real KRX close, and `source` says so.
 */
export const zStock = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  market: zMarket,
  sector: z.string(),
  currentPrice: z.number().int(),
  change: z.number().int(),
  changePercent: z.number(),
  price: z.number().int(),
  source: zQuoteSource,
  /**
   * The last day the replay has the stock's price, where that is before the replay's end: after
   * it the stock stops trading in the replay (a gap in the data, not a 거래정지).
   */
  dataUntil: z.string().optional(),
});
export type Stock = z.infer<typeof zStock>;

/** GET /stocks?market= */
export const zStocksQuery = z.object({ market: zMarketFilter });

/** GET /stocks/search?q=&market= (at most SEARCH_RESULTS stocks, best matches first). */
export const zStockSearchQuery = z.object({ q: searchText('검색어'), market: zMarketFilter });
export const STOCK_SEARCH_RESULTS = 50;

export const WATCHLIST_PAGE_SIZE = 20;
/** GET /watchlist/stocks?search=&market=&page=&limit= */
export const zWatchlistStocksQuery = z.object({
  search: searchText('검색어'),
  market: zMarketFilter,
  page: positiveInt('페이지 번호가 올바르지 않습니다.').default(1),
  limit: positiveInt('한 페이지 종목 수가 올바르지 않습니다.')
    .max(100, '한 페이지에 최대 100개 종목까지 볼 수 있습니다.')
    .default(WATCHLIST_PAGE_SIZE),
});
export type WatchlistStocksQuery = z.infer<typeof zWatchlistStocksQuery>;

/** `{ data, total }` (docs/product/api.md#fields): one page of stocks, the number of all matches, and the page asked. */
export const zWatchlistStockPage = z.object({
  data: z.array(zStock),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type WatchlistStockPage = z.infer<typeof zWatchlistStockPage>;

/** Market stats (docs/product/api.md#fields). */
export const zWatchlistStats = z.object({
  totalStocks: z.number().int(),
  byMarket: z.array(z.object({ market: zMarket, count: z.number().int() })),
});
export type WatchlistStats = z.infer<typeof zWatchlistStats>;

/** Stock in management list (docs/product/api.md#fields). */
export const zManagedStock = z.object({
  symbol: z.string(),
  name: z.string(),
  market: zMarket,
  sector: z.string(),
  currentPrice: z.number().int(),
  previousClose: z.number().int(),
  change: z.number().int(),
  changePercent: z.number(),
  volume: z.number().int(),
  updatedAt: z.string(),
  isTracked: z.boolean(),
  isAdded: z.boolean(),
  source: zQuoteSource,
});
export type ManagedStock = z.infer<typeof zManagedStock>;

export const MANAGEMENT_SEARCH_LIMIT = 3000;
/** GET /stock-management/search?query=&limit= (an empty query lists every stock). */
export const zManagementSearchQuery = z.object({
  query: searchText('검색어'),
  limit: positiveInt('검색 개수가 올바르지 않습니다.')
    .max(MANAGEMENT_SEARCH_LIMIT, '한 번에 최대 3000개 종목까지 검색할 수 있습니다.')
    .default(MANAGEMENT_SEARCH_LIMIT),
});

export const zAddStock = strictBody({
  symbol: z
    .string('종목 코드가 필요합니다.')
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{6}$/, '종목 코드는 6자리입니다.'),
});
export type AddStock = z.infer<typeof zAddStock>;

export const zTracking = strictBody({
  isTracked: z.boolean('추적 여부(isTracked)는 true 또는 false여야 합니다.'),
});
export type Tracking = z.infer<typeof zTracking>;
