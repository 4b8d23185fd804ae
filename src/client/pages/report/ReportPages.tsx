import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DEFAULT_SUMMARY_TEMPLATE } from '../../../shared/domain/review/summary-template';
import type { StudentReport } from '../../../shared/schemas/reviews';
import { call } from '../../api/call';
import { reviewsApi } from '../../../shared/contracts/teacher-reviews';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../components/toast';
import { useApiData } from '../../hooks/useApiData';
import { EvidenceSection } from './EvidenceSection';
import { ReportSheet } from './ReportSheet';
import { SummaryTemplateEditor } from './SummaryTemplateEditor';
import './report.css';

const TEMPLATE_KEY = 'report-summary-template';

/** The summary template, kept in this browser so the teacher's wording survives a reload. */
function useSummaryTemplate() {
  const [template, setTemplate] = useState(
    () => localStorage.getItem(TEMPLATE_KEY) ?? DEFAULT_SUMMARY_TEMPLATE,
  );
  return {
    template,
    setTemplate(next: string) {
      setTemplate(next);
      localStorage.setItem(TEMPLATE_KEY, next);
    },
  };
}

function ReportLayout({
  title,
  back,
  reports,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  reports: StudentReport[];
  children?: ReactNode;
}) {
  const { template, setTemplate } = useSummaryTemplate();
  return (
    <section className="page report-page">
      <div className="report-toolbar">
        <Link to={back.to} className="back-link">
          ← {back.label}
        </Link>
        <header className="page-header">
          <h1 className="page-title">{title}</h1>
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            인쇄
          </button>
        </header>
        <SummaryTemplateEditor value={template} onChange={setTemplate} />
      </div>
      {children}
      {reports.length === 0 ? (
        <p className="card empty-state">학생이 없습니다</p>
      ) : (
        reports.map((report) => (
          <ReportSheet key={report.student.id} report={report} template={template} />
        ))
      )}
    </section>
  );
}

const onLoadError = () => notify.error('데이터를 불러오는데 실패했습니다');

export function StudentReportPage() {
  const { studentId = '' } = useParams();
  const { data, loading } = useApiData(
    `report:${studentId}`,
    (signal) => call(reviewsApi.studentReport, { params: { id: studentId }, signal }),
    onLoadError,
  );
  if (loading && !data) return <Spinner />;
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

export function ClassReportPage() {
  const { classId = '' } = useParams();
  const { data, loading } = useApiData(
    `class-report:${classId}`,
    (signal) => call(reviewsApi.classReport, { params: { id: classId }, signal }),
    onLoadError,
  );
  if (loading && !data) return <Spinner />;
  if (!data) return <p className="page card empty-state">클래스를 찾을 수 없습니다.</p>;
  return (
    <ReportLayout
      title={`${data.className} 세특 자료`}
      back={{ to: `/teacher/class/${data.classId}`, label: data.className }}
      reports={data.students}
    />
  );
}
