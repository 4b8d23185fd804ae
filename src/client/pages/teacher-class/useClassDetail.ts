import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';
import { ApiError } from '../../api/client';
import { notify } from '../../components/toast';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';

const loadFailed = '클래스 정보를 불러오는데 실패했습니다.';

const isMissing = (error: Error | null) => error instanceof ApiError && error.status === 404;

/**
 * A class's detail and statistics, read together: a class that does not exist is said on the
 * page, any other failure also in a toast. A change refetches them by invalidating them.
 */
export function useClassDetail(classId: string) {
  const input = { params: { id: classId } };
  const detail = useApiQuery(teacherClassesApi.detail, input);
  const statistics = useApiQuery(teacherClassesApi.statistics, input);
  useQueryErrors(
    (error) => {
      if (!isMissing(error)) notify.error(loadFailed);
    },
    detail,
    statistics,
  );
  const error = detail.error ?? statistics.error;
  return {
    detail: detail.data,
    statistics: statistics.data,
    loading: !error && (!detail.data || !statistics.data),
    failure: isMissing(error) ? '클래스를 찾을 수 없습니다.' : loadFailed,
  };
}
