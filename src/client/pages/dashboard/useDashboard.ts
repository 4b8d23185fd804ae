import { useAtomValue } from 'jotai';
import { portfolioApi } from '../../../shared/contracts/portfolio';
import { watchlistApi } from '../../../shared/contracts/stocks';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { useLoadErrorHandler } from '../../hooks/useLoadErrorHandler';
import { userAtom } from '../../state/session';

/** The student's greeting name, portfolio, watchlist and all-time analytics for the dashboard. */
export function useDashboard() {
  const user = useAtomValue(userAtom);
  const onError = useLoadErrorHandler('데이터를 불러오는데 실패했습니다');
  const portfolioRead = useApiQuery(portfolioApi.get);
  const watchlistRead = useApiQuery(watchlistApi.list);
  const analyticsRead = useApiQuery(portfolioApi.analytics, { query: { period: 'all' } });
  const reads = [portfolioRead, watchlistRead, analyticsRead];
  useQueryErrors(onError, ...reads);
  return {
    name: user?.name,
    loading: reads.some((read) => read.isPending),
    portfolio: portfolioRead.data ?? null,
    watchlist: watchlistRead.data ?? [],
    analytics: analyticsRead.data ?? null,
  };
}
