import { useMemo, useState } from 'react';
import { stockManagementApi } from '../../../shared/contracts/stocks';
import type { ManagedStock } from '../../../shared/schemas/stocks';
import { formatNumber } from '../../../shared/format';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { usePages } from '../../hooks/usePages';
import { PAGE_SIZE, SEARCH_LIMIT, SECTOR_TILES } from './sectors';
import { sortStocks, type SortKey, type SortState } from './sort';

export type MarketFilter = 'all' | 'KOSPI' | 'KOSDAQ';
export type ViewMode = 'all' | 'tracked';

export interface StockFilter {
  market: MarketFilter;
  sector: string;
  view: ViewMode;
}

const failed = '작업에 실패했습니다.';
const noStocks: ManagedStock[] = [];

/** The searched stocks and the tracked ones, and starting or stopping the tracking of one. */
function useManagedStocks(query: string) {
  const search = useApiQuery(stockManagementApi.search, { query: { query, limit: SEARCH_LIMIT } });
  const tracked = useApiQuery(stockManagementApi.tracked);
  useQueryErrors(() => notify.error('주식 목록을 불러오는데 실패했습니다.'), search);
  // docs/product/messages.md#screen-messages has a message of its own for the tracked list; the table still shows.
  useQueryErrors(() => notify.error('추적 중인 종목을 불러오는데 실패했습니다.'), tracked);
  const add = useApiMutation(stockManagementApi.add, { invalidates: [], fallback: failed });
  const setTracking = useApiMutation(stockManagementApi.setTracking, {
    invalidates: [stockManagementApi.search, stockManagementApi.tracked],
    fallback: failed,
  });

  async function toggleTracking(stock: ManagedStock) {
    if (!stock.isAdded && !(await add.send({ body: { symbol: stock.symbol } }))) return;
    const body = { isTracked: !stock.isTracked };
    if (!(await setTracking.send({ params: { symbol: stock.symbol }, body }))) return;
    notify.success(
      stock.isTracked ? `${stock.name} 추적을 중지했습니다` : `${stock.name} 추적을 시작했습니다`,
    );
  }

  return {
    stocks: search.data ?? noStocks,
    tracked: tracked.data ?? noStocks,
    loading: search.isPending || tracked.isPending,
    toggleTracking,
  };
}

/** 주식 가격 관리 (docs/product/roles-and-screens.md#screen-rules): the search, the filters, the sorted table's page and tracking. */
export function useStockManagement() {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<StockFilter>({ market: 'all', sector: 'all', view: 'all' });
  const [sort, setSort] = useState<SortState>({ key: 'name', direction: 'asc' });
  const { stocks, tracked, loading, toggleTracking } = useManagedStocks(query);

  const sectorCounts = useMemo(() => {
    const counts = new Map<string, number>();
    stocks.forEach((s) => counts.set(s.sector, (counts.get(s.sector) ?? 0) + 1));
    return [...counts].sort((a, b) => b[1] - a[1]).slice(0, SECTOR_TILES);
  }, [stocks]);

  const filtered = useMemo(
    () =>
      sortStocks(
        stocks.filter(
          (s) =>
            (filter.market === 'all' || s.market === filter.market) &&
            (filter.sector === 'all' || s.sector === filter.sector) &&
            (filter.view === 'all' || s.isTracked),
        ),
        sort,
      ),
    [stocks, filter, sort],
  );
  const { first, visible, setPage, steps } = usePages(filtered, PAGE_SIZE);

  return {
    stocks,
    tracked,
    loading,
    toggleTracking,
    sectorCounts,
    filter,
    /** A new search or filter starts again at the first page. */
    search: (text: string) => {
      setQuery(text);
      setPage(1);
    },
    changeFilter: (change: Partial<StockFilter>) => {
      setFilter((previous) => ({ ...previous, ...change }));
      setPage(1);
    },
    sort,
    // docs/product/roles-and-screens.md#screen-rules: a newly chosen column starts ascending; the same column toggles.
    sortBy: (key: SortKey) =>
      setSort((s) =>
        s.key === key
          ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' }
          : { key, direction: 'asc' },
      ),
    visible,
    page: {
      label: `${filtered.length === 0 ? 0 : first + 1}-${Math.min(first + PAGE_SIZE, filtered.length)} / ${formatNumber(filtered.length)}`,
      ...steps,
    },
  };
}

export type StockManagement = ReturnType<typeof useStockManagement>;
