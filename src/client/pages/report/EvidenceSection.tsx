import { useState } from 'react';
import { formatDate } from '../../../shared/format';
import {
  MAX_RECORD_DRAFT,
  zRecordDraftInput,
  type EvidenceReport,
} from '../../../shared/schemas/assignments';
import { teacherAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';

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

function RecordDraft({ report }: { report: EvidenceReport }) {
  const [text, setText] = useState(report.saved?.text ?? report.suggestions.join(' '));
  const over = text.length > MAX_RECORD_DRAFT;

  const saveDraft = useApiMutation(teacherAssignmentsApi.saveDraft, {
    invalidates: [],
    success: '세특 초안을 저장했습니다',
    fallback: '저장하지 못했습니다',
  });

  async function save() {
    const parsed = zRecordDraftInput.safeParse({ text });
    if (!parsed.success)
      return notify.error(parsed.error.issues[0]?.message ?? '입력을 확인해주세요.');
    await saveDraft.send({ params: { id: report.student.id }, body: parsed.data });
  }

  return (
    <section className="record-draft">
      <h3>세특 초안</h3>
      {report.suggestions.length > 0 && (
        <ul className="draft-suggestions muted small">
          {report.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      <textarea
        className="input"
        aria-label={`${report.student.name} 세특 초안`}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <p className={over ? 'answer-wrong small' : 'muted small'} aria-live="polite">
        {text.length}/{MAX_RECORD_DRAFT}자
      </p>
      <button
        type="button"
        className="button button-primary button-small"
        disabled={over}
        onClick={() => void save()}
      >
        초안 저장
      </button>
    </section>
  );
}

/** The student's evidence grouped by 성취기준, and the editable 세특 draft. */
export function EvidenceSection({ studentId }: { studentId: number }) {
  const { data } = useApiQuery(teacherAssignmentsApi.evidence, { params: { id: studentId } });
  if (!data) return null;
  return (
    <article className="report-sheet card" aria-label="성취기준별 근거">
      <h2>성취기준별 근거</h2>
      {data.groups.length === 0 && <p className="muted small">아직 근거가 없습니다</p>}
      {data.groups.map((group) => (
        <section key={group.standard} className="evidence-group">
          <h3>
            [{group.standard}] {group.text}
          </h3>
          <ul>
            {group.items.map((item, i) => (
              <li key={`${item.kind}-${item.at}-${i}`}>
                <span className="muted small">{formatDate(item.at)}</span>{' '}
                <strong>{item.title}</strong> {item.detail}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {data.rubricTrend && <RubricTrendView trend={data.rubricTrend} />}
      <RecordDraft key={data.saved?.updatedAt ?? 'new'} report={data} />
    </article>
  );
}
