import { Link, useParams } from 'react-router-dom';
import { teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { useApiQuery } from '../../data/useApiQuery';
import { AnalyticsView } from './AnalyticsView';

/** /analytics: the signed-in student's own figures. */
export function AnalyticsPage() {
  return <AnalyticsView title="분석" owner="내 자산" own />;
}

/** /teacher/student/:studentId/analytics: one student of the teacher's class, by name. */
export function StudentAnalyticsPage() {
  const { studentId = '' } = useParams();
  const { data } = useApiQuery(teacherStudentsApi.activity, { params: { id: studentId } });
  const name = data?.student.name;
  return (
    <AnalyticsView
      studentId={studentId}
      title={name ? `${name} 학생 분석` : '학생 분석'}
      owner={name ? `${name} 자산` : '학생 자산'}
      back={
        <Link to={`/teacher/student/${studentId}`} className="back-link">
          ← {name ?? '학생'} 활동으로 돌아가기
        </Link>
      }
    />
  );
}
