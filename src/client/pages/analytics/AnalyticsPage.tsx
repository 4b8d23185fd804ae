import { useParams } from 'react-router-dom';
import { AnalyticsView } from './AnalyticsView';

/** /analytics: the signed-in student's own figures. */
export function AnalyticsPage() {
  return <AnalyticsView path="/portfolio/analytics" title="분석" />;
}

/** /teacher/student/:studentId/analytics: one student of the teacher's class. */
export function StudentAnalyticsPage() {
  const { studentId } = useParams();
  return <AnalyticsView path={`/teacher/students/${studentId}/analytics`} title="학생 분석" />;
}
