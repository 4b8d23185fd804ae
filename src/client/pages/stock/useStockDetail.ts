import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { realStocksApi } from '../../../shared/contracts/market';
import { notify } from '../../components/toast';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { useLiveQuote } from '../../hooks/useLiveQuotes';
import { userAtom } from '../../state/session';
import { useNews } from './NewsPanel';

export type StockTab = 'chart' | 'orderbook' | 'news';

// No price source carries financials: DataGapNote says so once instead of an empty 재무정보 tab.
const allTabs: Array<{ value: StockTab; label: string }> = [
  { value: 'chart', label: '차트' },
  { value: 'orderbook', label: '호가' },
  { value: 'news', label: '뉴스' },
];

// docs/product/roles-and-screens.md#screen-rules: with auto-refresh on, the realtime price is polled every 30 s when the socket is down.
const REALTIME_POLL_MS = 30_000;

/** A stock's record, live tick and news, the tab shown and the price's refreshing. */
export function useStockDetail(symbol: string) {
  const [tab, setTab] = useState<StockTab>('chart');
  const [autoRefresh, setAutoRefresh] = useState(true);
  const price = useApiQuery(realStocksApi.price, { params: { symbol } });
  useQueryErrors(() => notify.error('주식 정보를 불러오는데 실패했습니다'), price);
  const { refetch } = price;
  const tick = useLiveQuote(symbol);
  const news = useNews(symbol);
  const isStudent = useAtomValue(userAtom)?.role === 'STUDENT';
  const noNews = news.data?.length === 0;
  const tabs = noNews ? allTabs.filter((t) => t.value !== 'news') : allTabs;
  const shownTab = tabs.some((t) => t.value === tab) ? tab : 'chart';

  useEffect(() => {
    if (!autoRefresh) return;
    const timer = setInterval(() => void refetch(), REALTIME_POLL_MS);
    return () => clearInterval(timer);
  }, [autoRefresh, refetch]);

  async function refresh() {
    if (!(await refetch()).isError) notify.success('가격 정보가 업데이트되었습니다');
    else notify.error('업데이트에 실패했습니다');
  }

  return {
    price,
    tick,
    news,
    noNews,
    isStudent,
    tabs,
    shownTab,
    setTab,
    autoRefresh,
    setAutoRefresh,
    refresh,
  };
}
