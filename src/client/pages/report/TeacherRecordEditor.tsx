import { useCallback, useId, useState } from 'react';
import { useBeforeUnload } from 'react-router-dom';
import { formatDateTime } from '../../../shared/format';
import {
  MAX_RECORD_DRAFT,
  zRecordDraftInput,
  type EvidenceReport,
  type TeacherRecord,
} from '../../../shared/schemas/assignments';
import { teacherAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';

const sameFacts = (a: string[], b: string[]) =>
  a.length === b.length && a.every((fact) => b.includes(fact));

function savedStatus(saved: TeacherRecord | null, dirty: boolean, pending: boolean) {
  if (pending) return '저장하는 중입니다…';
  if (dirty) return '저장하지 않은 내용이 있습니다';
  if (!saved) return '아직 저장한 세특이 없습니다';
  const by = saved.updatedBy ? ` · ${saved.updatedBy}` : '';
  return `저장됨 · ${formatDateTime(saved.updatedAt)}${by}`;
}

/**
 * Facts the app observed, each ticked 확인함 by the teacher who saw it in class. Ticking copies
 * nothing into the 세특 box: the 2026 기재요령 wants the teacher's own words (docs/decisions).
 */
function ObservedFacts({
  facts,
  checked,
  onToggle,
}: {
  facts: string[];
  checked: string[];
  onToggle: (fact: string) => void;
}) {
  if (facts.length === 0) return null;
  return (
    <fieldset className="observed-facts">
      <legend>앱이 기록한 사실 확인</legend>
      <p className="muted small">
        StockClass의 기록에서 뽑은 사실입니다. 수업에서 직접 본 것과 맞으면 확인함에 표시합니다.
        세특 칸에는 들어가지 않습니다.
      </p>
      <ul>
        {facts.map((fact) => (
          <li key={fact}>
            <label>
              <input
                type="checkbox"
                checked={checked.includes(fact)}
                onChange={() => onToggle(fact)}
              />
              <span className="fact-check">확인함</span>
              <span className="fact-text">{fact}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The box the teacher writes the 세특 in, saved on the server with who and when. */
export function TeacherRecordEditor({ report }: { report: EvidenceReport }) {
  const [saved, setSaved] = useState(report.saved);
  const [text, setText] = useState(report.saved?.text ?? '');
  const [checked, setChecked] = useState(report.saved?.checkedFacts ?? []);
  const counterId = useId();
  const over = text.length > MAX_RECORD_DRAFT;
  const dirty =
    text.trim() !== (saved?.text ?? '') || !sameFacts(checked, saved?.checkedFacts ?? []);

  // Closing the tab with text not yet saved asks first: the browser's own prompt.
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (dirty) event.preventDefault();
      },
      [dirty],
    ),
  );

  const saveRecord = useApiMutation(teacherAssignmentsApi.saveDraft, {
    invalidates: [teacherAssignmentsApi.classDrafts],
    fallback: '세특을 저장하지 못했습니다',
  });

  async function save() {
    const parsed = zRecordDraftInput.safeParse({ text, checkedFacts: checked });
    if (!parsed.success)
      return notify.error(parsed.error.issues[0]?.message ?? '입력을 확인해주세요.');
    const answer = await saveRecord.send({ params: { id: report.student.id }, body: parsed.data });
    if (!answer) return;
    setSaved(answer);
    setText(answer.text);
    setChecked(answer.checkedFacts);
  }

  const toggle = (fact: string) =>
    setChecked((now) => (now.includes(fact) ? now.filter((f) => f !== fact) : [...now, fact]));

  return (
    <>
      <ObservedFacts facts={report.facts} checked={checked} onToggle={toggle} />
      <section className="teacher-record" aria-label="교사 작성 세특">
        <h3>교사 작성 세특</h3>
        <textarea
          className="input"
          aria-label={`${report.student.name} 세특 (교사 작성)`}
          aria-describedby={counterId}
          placeholder="수업에서 관찰한 학생의 활동과 성장을 선생님의 말로 써 주세요."
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <p className="teacher-record-printed">{text || '(저장한 세특이 없습니다)'}</p>
        <div className="teacher-record-foot">
          <span id={counterId} className={over ? 'answer-wrong small' : 'muted small'}>
            {text.length}/{MAX_RECORD_DRAFT}자{over && ' · 글자 수를 넘었습니다'}
          </span>
          <span className="muted small" role="status">
            {savedStatus(saved, dirty, saveRecord.pending)}
          </span>
          <button
            type="button"
            className="button button-primary button-small"
            disabled={over || saveRecord.pending}
            onClick={() => void save()}
          >
            세특 저장
          </button>
        </div>
      </section>
    </>
  );
}
