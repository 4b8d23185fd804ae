import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Explanation, Metric } from '../../../../shared/schemas/explanation';
import { Spinner } from '../../../components/Spinner';
import { errorMessage } from '../../../components/toast';
import '../../../components/lessons/lessons.css';
import './matrix-lessons.css';

/** A lesson's answer once it is there: a spinner first, the server's message if it refused. */
export function LessonAnswer<T>({
  read,
  children,
}: {
  read: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (read.isPending) return <Spinner />;
  if (!read.data)
    return (
      <p className="card empty-state" role="alert">
        {errorMessage(read.error, '수업 자료를 불러오지 못했어요')}
      </p>
    );
  return <>{children(read.data)}</>;
}

/** A figure the server explained, named for its card and its 계산 보기. */
export const metricOf = (key: string, label: string, explanation: Explanation): Metric => ({
  ...explanation,
  key,
  label,
});
