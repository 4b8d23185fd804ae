import { formatDate } from '../../../shared/format';
import type { EvidenceReport } from '../../../shared/schemas/assignments';
import { teacherAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import { useApiQuery } from '../../data/useApiQuery';
import { CumulativeRecord } from './CumulativeRecord';
import { TEACHER_RECORD_NOTE } from './teacher-record-note';
import { TeacherRecordEditor } from './TeacherRecordEditor';

const signedPoints = (change: number) => `${change > 0 ? '+' : ''}${change}%p`;

/** Each rubric-scored rationale in date order, and the first score against the last. */
function RubricTrendView({ trend }: { trend: NonNullable<EvidenceReport['rubricTrend']> }) {
  return (
    <section className="rubric-trend" aria-label="루브릭 점수 추이">
      <h3>루브릭 점수 추이</h3>
      <p className="small">
        첫 평가 {trend.first}% → 최근 평가 {trend.last}% ({signedPoints(trend.change)}, 근거 평가{' '}
        {trend.points.length}건)
      </p>
      <ol className="small">
        {trend.points.map((p, i) => (
          <li key={`${p.at}-${i}`}>
            <span className="muted">{formatDate(p.at)}</span> {p.stockName} {p.total}/{p.max}점 (
            {p.percent}%)
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The 세특 page's record (ADR 0042): the dated 누가기록 by 성취기준, the facts to check, and
 * the box the teacher writes in. On paper: whose record it is, the teacher's text, then the
 * 누가기록 behind it.
 */
export function EvidenceSection({ studentId }: { studentId: number }) {
  const { data } = useApiQuery(teacherAssignmentsApi.evidence, { params: { id: studentId } });
  if (!data) return null;
  return (
    <article className="report-sheet card seteuk-record" aria-label="세특 누가기록">
      <h2>세특 누가기록과 교사 기록</h2>
      <p className="teacher-record-note">{TEACHER_RECORD_NOTE}</p>
      <CumulativeRecord groups={data.groups} />
      {data.rubricTrend && <RubricTrendView trend={data.rubricTrend} />}
      <TeacherRecordEditor key={data.student.id} report={data} />
    </article>
  );
}
