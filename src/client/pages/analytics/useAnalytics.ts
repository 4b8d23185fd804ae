import type { Analytics } from '../../../shared/schemas/analytics';
import type { TimeRange } from '../../../shared/schemas/trading';
import { api } from '../../api/client';
import { useApiData } from '../../hooks/useApiData';
import { useLoadErrorHandler } from '../../hooks/useLoadErrorHandler';

/** One account's analytics for a period, from the student's or the teacher's endpoint. */
export function useAnalytics(path: string, period: TimeRange) {
  const onError = useLoadErrorHandler('분석 정보를 불러오지 못했어요');
  return useApiData(
    `${path}?${period}`,
    (signal) => api.get<Analytics>(path, { period }, signal),
    onError,
  );
}
