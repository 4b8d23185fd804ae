import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { portfolioApi } from '../../../shared/contracts/portfolio';
import { stocksApi, watchlistApi } from '../../../shared/contracts/stocks';
import { tradingApi } from '../../../shared/contracts/trading';
import { refetchAll, useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { useLoadErrorHandler } from '../../hooks/useLoadErrorHandler';
import { usePages } from '../../hooks/usePages';
import { connectionStatusAtom } from '../../state/realtime';

export type MarketFilter = 'all' | 'KOSPI' | 'KOSDAQ';

// docs/product/roles-and-screens.md#screen-rules: trading auto-refresh every 30 s; at most the first 20 filtered stocks are priced.
// A page holds those 20 rows, so every row on screen is live and the socket stays under its cap.
const AUTO_REFRESH_MS = 30_000;
const PAGE_SIZE = 20;

/** A student trades their watchlist with their portfolio and rules; staff see every stock. */
export function useTradingData(isStudent: boolean) {
  const allStocks = useApiQuery(stocksApi.list, undefined, { enabled: !isStudent });
  const watchlist = useApiQuery(watchlistApi.list, undefined, { enabled: isStudent });
  const portfolio = useApiQuery(portfolioApi.get, undefined, { enabled: isStudent });
  const rules = useApiQuery(tradingApi.rules, undefined, { enabled: isStudent });
  useQueryErrors(
    useLoadErrorHandler('주식 목록을 불러오는데 실패했습니다.'),
    allStocks,
    watchlist,
    portfolio,
    rules,
  );
  const stocks = useMemo(
    () => (isStudent ? watchlist.data?.map((entry) => entry.stock) : allStocks.data),
    [isStudent, watchlist.data, allStocks.data],
  );
  const { refetch: refetchStocks } = allStocks;
  const { refetch: refetchWatchlist } = watchlist;
  const { refetch: refetchPortfolio } = portfolio;
  const { refetch: refetchRules } = rules;
  const reload = useCallback(
    () =>
      isStudent
        ? refetchAll(refetchWatchlist, refetchPortfolio, refetchRules)
        : refetchAll(refetchStocks),
    [isStudent, refetchStocks, refetchWatchlist, refetchPortfolio, refetchRules],
  );
  return {
    stocks,
    portfolio: portfolio.data ?? null,
    rules: rules.data ?? null,
    loading: (isStudent ? watchlist : allStocks).isPending,
    reload,
  };
}

/** Live ticks keep prices current; polling is only the fallback while the socket is down. */
export function useFallbackPolling(autoRefresh: boolean, reload: () => Promise<boolean>) {
  const connection = useAtomValue(connectionStatusAtom);
  useEffect(() => {
    if (!autoRefresh || connection === 'connected') return;
    const timer = setInterval(() => void reload(), AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [autoRefresh, connection, reload]);
}

/** The search box and market filter over the stocks, a page of 20 at a time. */
export function useStockFilter<S extends { name: string; symbol: string; market: string }>(
  stocks: S[] | undefined,
  initialSearch: string,
) {
  const [search, setSearch] = useState(initialSearch);
  const [market, setMarket] = useState<MarketFilter>('all');
  const filtered = useMemo(() => {
    const query = search.trim().toLowerCase();
    return (stocks ?? []).filter(
      (stock) =>
        (market === 'all' || stock.market === market) &&
        (!query || stock.name.toLowerCase().includes(query) || stock.symbol.includes(query)),
    );
  }, [stocks, search, market]);
  const { visible, pages, page: shownPage, setPage, steps } = usePages(filtered, PAGE_SIZE);
  const filterBy =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    search,
    setSearch: filterBy(setSearch),
    market,
    setMarket: filterBy(setMarket),
    empty: filtered.length === 0,
    visible,
    pages,
    shownPage,
    steps,
  };
}
