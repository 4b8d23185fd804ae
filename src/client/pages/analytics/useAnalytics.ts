import type { TimeRange } from '../../../shared/schemas/trading';
import { portfolioApi } from '../../../shared/contracts/portfolio';
import { classScreensApi } from '../../../shared/contracts/teacher-market';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { useLoadErrorHandler } from '../../hooks/useLoadErrorHandler';

/**
 * One account's analytics for a period: the signed-in student's own, or (with a student id) one
 * student's from their teacher's endpoint.
 */
export function useAnalytics(studentId: string | undefined, period: TimeRange) {
  const onError = useLoadErrorHandler('분석 정보를 불러오지 못했어요');
  const own = studentId === undefined;
  const mine = useApiQuery(portfolioApi.analytics, { query: { period } }, { enabled: own });
  const theirs = useApiQuery(
    classScreensApi.studentAnalytics,
    { params: { id: studentId ?? '' }, query: { period } },
    { enabled: !own },
  );
  useQueryErrors(onError, mine, theirs);
  return own ? mine : theirs;
}
