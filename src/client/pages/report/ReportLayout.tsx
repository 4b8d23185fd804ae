import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StudentReport } from '../../../shared/schemas/reviews';
import { ReportSheet } from './ReportSheet';

export function ReportLayout({
  title,
  back,
  reports,
  children,
  sheetEnd,
}: {
  title: string;
  back: { to: string; label: string };
  reports: StudentReport[];
  children?: ReactNode;
  /** Printed at the end of each student's sheet. */
  sheetEnd?: (studentId: number) => ReactNode;
}) {
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
      </div>
      {children}
      {reports.length === 0 ? (
        <p className="card empty-state">학생이 없습니다</p>
      ) : (
        reports.map((report) => (
          <ReportSheet key={report.student.id} report={report}>
            {sheetEnd?.(report.student.id)}
          </ReportSheet>
        ))
      )}
    </section>
  );
}
