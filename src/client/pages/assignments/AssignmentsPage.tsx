import { useState } from 'react';
import { STATUS_LABELS } from '../../../shared/domain/assignments/completion';
import { formatDateTime } from '../../../shared/format';
import type { AnswerResult, StudentAssignment } from '../../../shared/schemas/assignments';
import { studentAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import { Spinner } from '../../components/Spinner';
import { useApiQuery } from '../../data/useApiQuery';
import { AnswerForm, AnswerResultView } from './AnswerForm';
import { FreeTask } from './FreeTask';
import { MarketCompare } from './MarketCompare';
import '../../styles/assignments.css';

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
      <FreeTask item={item} />
    </li>
  );
}

export function AssignmentsPage() {
  const { data, isPending } = useApiQuery(studentAssignmentsApi.mine);
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
