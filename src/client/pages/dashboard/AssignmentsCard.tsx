import { Link } from 'react-router-dom';
import { STATUS_LABELS } from '../../../shared/domain/assignments/completion';
import { studentAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import { useApiQuery } from '../../data/useApiQuery';

/** The dashboard's 과제 card: what is still to do, and how many are done. */
export function AssignmentsCard() {
  const { data } = useApiQuery(studentAssignmentsApi.mine);
  if (!data || data.length === 0) return null;
  const open = data.filter((a) => a.status === 'todo');
  return (
    <section className="card" aria-label="과제">
      <h2 className="card-title">과제</h2>
      <p className="muted small">
        {data.length}개 중 {data.length - open.length}개 완료
      </p>
      <ul className="stock-list">
        {open.slice(0, 3).map((a) => (
          <li key={a.id}>
            <strong>{a.title}</strong> · {STATUS_LABELS[a.status]} · {a.progress}
          </li>
        ))}
      </ul>
      <Link to="/assignments">과제 모두 보기 →</Link>
    </section>
  );
}
