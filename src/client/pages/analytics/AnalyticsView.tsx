import { useState, type ReactNode } from 'react';
import type { TimeRange } from '../../../shared/schemas/trading';
import { SegmentedControl } from '../../components/SegmentedControl';
import { Spinner } from '../../components/Spinner';
import { AnalyticsCharts } from './AnalyticsCharts';
import { Holdings } from './AnalyticsHoldings';
import { LessonSections } from './lessons/LessonSections';
import { MetricGroups } from './MetricGroups';
import { useAnalytics } from './useAnalytics';
import '../../components/lessons/lessons.css';
import './analytics.css';

const periods: Array<{ value: TimeRange; label: string }> = [
  { value: 'all', label: '전체 기간' },
  { value: 'month', label: '이번 달' },
  { value: 'week', label: '이번 주' },
];

/** The 분석 page of one account: the student's own or, for a teacher, one of their students. */
export function AnalyticsView({
  studentId,
  title,
  owner,
  back,
  own = false,
}: {
  /** A teacher's view of one student; none for the signed-in student's own page. */
  studentId?: string;
  title: string;
  /** Whose value the chart draws: 내 자산, or the student's name for a teacher. */
  owner: string;
  back?: ReactNode;
  /** The signed-in student's own page: tools that act on their own account are shown. */
  own?: boolean;
}) {
  const [period, setPeriod] = useState<TimeRange>('all');
  const { data, isPending } = useAnalytics(studentId, period);
  return (
    <section className="page analytics">
      {back}
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        <SegmentedControl label="기간" segments={periods} value={period} onChange={setPeriod} />
      </header>
      {isPending ? (
        <Spinner />
      ) : !data ? (
        <p className="card empty-state">분석 정보가 없어요</p>
      ) : (
        <>
          <MetricGroups analytics={data} period={period} />
          <AnalyticsCharts analytics={data} owner={owner} />
          <LessonSections analytics={data} region={own} />
          <Holdings analytics={data} />
        </>
      )}
    </section>
  );
}
