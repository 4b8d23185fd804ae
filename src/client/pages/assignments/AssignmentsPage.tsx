import { useState, type FormEvent } from 'react';
import { figureUnit } from '../../../shared/domain/assignments/templates';
import { formatDateTime } from '../../../shared/format';
import {
  zAnswerInput,
  type AnswerResult,
  type StudentAssignment,
} from '../../../shared/schemas/assignments';
import { studentAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import { ExplanationView } from '../../components/maths/ExplanationView';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';
import { MarketCompare } from './MarketCompare';
import './assignments.css';

export const STATUS_LABELS = { todo: '미완료', done: '완료', late: '늦은 완료' } as const;

export function useMyAssignments() {
  return useApiQuery(studentAssignmentsApi.mine);
}

function AnswerForm({
  item,
  onAnswered,
}: {
  item: StudentAssignment;
  onAnswered: (answer: AnswerResult) => void;
}) {
  const [value, setValue] = useState('');
  // The answer may complete the 과제: the list refetches with its new status.
  const answering = useApiMutation(studentAssignmentsApi.answer, {
    invalidates: [studentAssignmentsApi.mine],
    fallback: '답을 보내지 못했어요',
  });
  // No answer box before the data has the figure: "남은 것" already says what to do first.
  if (item.task.kind !== 'calculation' || item.question === null) return null;
  const unit = figureUnit(item.task.figure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = zAnswerInput.safeParse({ value: value.trim() === '' ? NaN : Number(value) });
    if (!parsed.success) return notify.error('숫자를 입력해주세요.');
    const answer = await answering.send({ params: { id: item.id }, body: parsed.data });
    if (!answer) return;
    if (answer.correct) notify.success('맞았어요! 계산 과정을 확인해 보세요');
    onAnswered(answer);
  }

  return (
    <form className="answer-form" onSubmit={(e) => void submit(e)}>
      <p>{item.question}</p>
      <label>
        내 답 ({unit})
        <input
          className="input"
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-label={`${item.title} 답`}
        />
      </label>
      <button type="submit" className="button button-primary button-small">
        확인
      </button>
      <span className="muted small">시도 {item.tries}회</span>
    </form>
  );
}

/** Right or wrong, and once right (or past the due date) the 계산 보기 with the app's figure. */
function AnswerResultView({ title, result }: { title: string; result: AnswerResult }) {
  return (
    <>
      <p role="status" className={result.correct ? 'answer-right' : 'answer-wrong'}>
        {result.correct ? '정답이에요' : '다시 계산해 보세요'}
      </p>
      {result.explanation && <ExplanationView label={title} explanation={result.explanation} />}
    </>
  );
}

export function AssignmentItem({ item }: { item: StudentAssignment }) {
  // Kept here, not in the form: a right answer completes the 과제 and the form goes, but the
  // student must still see the verdict and the 계산 보기 it opens.
  const [result, setResult] = useState<AnswerResult | null>(null);
  return (
    <li className="assignment-item card" data-status={item.status}>
      <header>
        <strong>{item.title}</strong>
        <span className={`status-badge status-${item.status}`}>{STATUS_LABELS[item.status]}</span>
      </header>
      <p className="muted small">
        [{item.standard}] {item.standardText}
      </p>
      <p>{item.checks}</p>
      <p className="small">
        마감 {formatDateTime(item.dueAt)}
        {item.completedAt && ` · 완료 ${formatDateTime(item.completedAt)}`}
      </p>
      {item.status === 'todo' && <p className="assignment-missing">남은 것: {item.progress}</p>}
      {item.status === 'todo' && <AnswerForm item={item} onAnswered={setResult} />}
      {result && <AnswerResultView title={item.title} result={result} />}
      <MarketCompare item={item} />
    </li>
  );
}

export function AssignmentsPage() {
  const { data, isPending } = useMyAssignments();
  if (isPending) return <Spinner />;
  const items = data ?? [];
  return (
    <section className="page assignments-page">
      <header className="page-header">
        <h1 className="page-title">과제</h1>
      </header>
      {items.length === 0 ? (
        <p className="card empty-state">아직 받은 과제가 없어요</p>
      ) : (
        <ul className="assignment-list">
          {items.map((item) => (
            <AssignmentItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
