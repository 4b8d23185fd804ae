import { useState } from 'react';
import { watchlistApi } from '../../../shared/contracts/stocks';
import { notify } from '../../components/toast';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { pageCount, pageSteps } from '../../hooks/usePages';

export const markets = ['all', 'KOSPI', 'KOSDAQ', 'KOSDAQ GLOBAL', 'KONEX'] as const;
export type MarketChoice = (typeof markets)[number];

// docs/product/roles-and-screens.md#screen-rules: search debounce 300 ms, page size 20.
const PAGE_SIZE = 20;
const DEBOUNCE_MS = 300;

/** The search's words, market and page, and the page of stocks they find. */
export function useStockSearch() {
  const [query, setQuery] = useState('');
  const [market, setMarket] = useState<MarketChoice>('all');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const found = useApiQuery(watchlistApi.stocks, {
    query: { search, market: market === 'all' ? undefined : market, page, limit: PAGE_SIZE },
  });
  useQueryErrors(() => notify.error('주식 검색에 실패했습니다'), found);
  const pages = pageCount(found.data?.total ?? 0, PAGE_SIZE);
  return {
    query,
    market,
    page,
    pages,
    loading: found.isPending,
    stocks: found.data?.data ?? [],
    // A new search starts again from its first page.
    search(value: string) {
      setQuery(value);
      setPage(1);
    },
    chooseMarket(value: MarketChoice) {
      setMarket(value);
      setPage(1);
    },
    steps: pageSteps(page, pages, setPage),
  };
}
