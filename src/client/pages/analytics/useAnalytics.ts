import type { TimeRange } from '../../../shared/schemas/trading';
import { call } from '../../api/call';
import { portfolioApi } from '../../../shared/contracts/portfolio';
import { classScreensApi } from '../../../shared/contracts/teacher-market';
import { useApiData } from '../../hooks/useApiData';
import { useLoadErrorHandler } from '../../hooks/useLoadErrorHandler';

/**
 * One account's analytics for a period: the signed-in student's own, or (with a student id) one
 * student's from their teacher's endpoint.
 */
export function useAnalytics(studentId: string | undefined, period: TimeRange) {
  const onError = useLoadErrorHandler('분석 정보를 불러오지 못했어요');
  return useApiData(
    `analytics:${studentId ?? 'mine'}?${period}`,
    (signal) =>
      studentId === undefined
        ? call(portfolioApi.analytics, { query: { period }, signal })
        : call(classScreensApi.studentAnalytics, {
            params: { id: studentId },
            query: { period },
            signal,
          }),
    onError,
  );
}
