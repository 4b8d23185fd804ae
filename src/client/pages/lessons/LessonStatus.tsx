import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../components/toast';

/** What a lesson shows before its figures: a spinner while they load, the reason when they cannot. */
export function LessonStatus({ read }: { read: Pick<UseQueryResult, 'isPending' | 'error'> }) {
  if (read.isPending && !read.error) return <Spinner />;
  return (
    <p className="card empty-state" role="alert">
      {errorMessage(read.error, '수업 자료를 불러오지 못했어요')}
    </p>
  );
}
