import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../../shared/format';
import type { ClassRecordDrafts } from '../../../shared/schemas/assignments';
import { reviewsApi, teacherAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../components/toast';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { EvidenceSection } from './EvidenceSection';
import { TEACHER_RECORD_NOTE } from './teacher-record-note';
import { ReportLayout } from './ReportLayout';
import './report.css';

const onLoadError = () => notify.error('데이터를 불러오는데 실패했습니다');

export function StudentReportPage() {
  const { studentId = '' } = useParams();
  const report = useApiQuery(reviewsApi.studentReport, { params: { id: studentId } });
  useQueryErrors(onLoadError, report);
  const { data } = report;
  if (report.isPending) return <Spinner />;
  if (!data) return <p className="page card empty-state">학생 정보를 찾을 수 없습니다.</p>;
  return (
    <ReportLayout
      title={`${data.student.name} 세특 자료`}
      back={{ to: `/teacher/student/${data.student.id}`, label: data.student.name }}
      reports={[data]}
    >
      <EvidenceSection studentId={data.student.id} />
    </ReportLayout>
  );
}

/** The 세특 the teacher wrote for a student, whose record it is, and the 누가기록 behind it. */
function SavedDraft({ entry }: { entry: ClassRecordDrafts[number] | undefined }) {
  if (!entry) return null;
  return (
    <section className="saved-draft" aria-label="교사 작성 세특">
      <h3>
        교사 작성 세특
        {entry.savedAt && (
          <span className="muted small">
            {' '}
            · 저장 {formatDateTime(entry.savedAt)}
            {entry.savedBy && ` · ${entry.savedBy}`}
          </span>
        )}
      </h3>
      <p>{entry.draft ?? <span className="muted">저장한 세특이 없습니다</span>}</p>
      <p className="muted small">
        {TEACHER_RECORD_NOTE}
        {entry.evidence.length > 0 &&
          ` 누가기록: ${entry.evidence.map((e) => `[${e.standard}] ${e.count}건`).join(' · ')}`}
      </p>
    </section>
  );
}

export function ClassReportPage() {
  const { classId = '' } = useParams();
  const report = useApiQuery(reviewsApi.classReport, { params: { id: classId } });
  useQueryErrors(onLoadError, report);
  const drafts = useApiQuery(teacherAssignmentsApi.classDrafts, { params: { id: classId } });
  const { data } = report;
  if (report.isPending) return <Spinner />;
  if (!data) return <p className="page card empty-state">클래스를 찾을 수 없습니다.</p>;
  return (
    <ReportLayout
      title={`${data.className} 세특 자료`}
      back={{ to: `/teacher/class/${data.classId}`, label: data.className }}
      reports={data.students}
      sheetEnd={(studentId) => (
        <SavedDraft entry={drafts.data?.find((d) => d.studentId === studentId)} />
      )}
    />
  );
}
