import { useCallback } from 'react';
import { marketApi, realStocksApi } from '../../../shared/contracts/market';
import type { ChartPeriod } from '../../../shared/schemas/market';
import { notify } from '../../components/toast';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';

/**
 * A symbol's chart for a period: GET /chart/{symbol} first, the real-stocks chart only while that
 * fails (docs/product/api.md#endpoints). Only a failure of both is told to the user.
 */
export function useChart(symbol: string, period: ChartPeriod) {
  const input = { params: { symbol }, query: { period } };
  const primary = useApiQuery(marketApi.chart, input);
  const failing = primary.isError;
  const fallback = useApiQuery(realStocksApi.chart, input, { enabled: failing });
  const shown = failing ? fallback : primary;
  useQueryErrors(() => notify.error('차트 데이터를 불러올 수 없습니다'), fallback);

  const { refetch: refetchPrimary } = primary;
  const { refetch: refetchFallback } = fallback;
  // A fallback already in use is not refetched by becoming enabled: it is asked again here.
  const reload = useCallback(async () => {
    const again = await refetchPrimary();
    if (again.isError && failing) await refetchFallback();
  }, [refetchPrimary, refetchFallback, failing]);

  return {
    data: shown.data,
    loading: shown.isFetching || (failing && fallback.isPending),
    error: failing ? fallback.error : null,
    updatedAt: shown.dataUpdatedAt > 0 ? new Date(shown.dataUpdatedAt) : null,
    reload,
  };
}
