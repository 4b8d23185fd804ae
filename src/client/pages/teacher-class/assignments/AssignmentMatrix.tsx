import { Link } from 'react-router-dom';
import { STATUS_LABELS } from '../../../../shared/domain/assignments/completion';
import { formatDateTime } from '../../../../shared/format';
import type {
  Assignment,
  ClassProgress,
  ProgressCell,
} from '../../../../shared/schemas/assignments';
import type { MarkTarget } from './MarkDialog';

function Cell({
  cell,
  assignment,
  student,
  onMark,
}: {
  cell: ProgressCell | undefined;
  assignment: Assignment;
  student: { id: number; name: string };
  onMark: (target: MarkTarget) => void;
}) {
  if (!cell) return <td>-</td>;
  return (
    <td data-status={cell.status}>
      {assignment.marking === 'teacher' ? (
        // The teacher's own mark: a button, so a keyboard reaches it like any other control.
        <button
          type="button"
          className={`status-badge status-${cell.status} mark-button`}
          aria-label={`${student.name} ${assignment.title} ${STATUS_LABELS[cell.status]}: 표시 바꾸기`}
          onClick={() => onMark({ assignment, student, cell })}
        >
          {STATUS_LABELS[cell.status]}
        </button>
      ) : (
        <span className={`status-badge status-${cell.status}`}>{STATUS_LABELS[cell.status]}</span>
      )}
      {cell.completedAt && <div className="muted small">{formatDateTime(cell.completedAt)}</div>}
      {cell.status === 'todo' && cell.explanation !== null && (
        <div className="small">{assignment.task.kind === 'free' ? '제출함' : '설명 있음'}</div>
      )}
      {cell.evidence && (
        <Link
          className="small"
          to={`/teacher/student/${cell.studentId}/report`}
          title={cell.evidence.label}
        >
          근거 보기
        </Link>
      )}
    </td>
  );
}

/** Students × 과제: each cell the student's status, each column the 과제 with edit and delete. */
export function AssignmentMatrix({
  progress,
  onEdit,
  onRemove,
  onMark,
}: {
  progress: ClassProgress;
  onEdit: (assignment: Assignment) => void;
  onRemove: (assignment: Assignment) => void;
  onMark: (target: MarkTarget) => void;
}) {
  const cellOf = (a: number, s: number) =>
    progress.cells.find((c) => c.assignmentId === a && c.studentId === s);
  return (
    <div className="assignment-matrix-wrap">
      <table className="assignment-matrix" aria-label="과제 진행 현황">
        <thead>
          <tr>
            <th>학생</th>
            {progress.assignments.map((a) => (
              <th key={a.id} title={`${a.checks}\n[${a.standard}] ${a.standardText}`}>
                {a.title}
                <div className="muted small">[{a.standard}]</div>
                <div className="muted small">마감 {formatDateTime(a.dueAt)}</div>
                <div className="assignment-actions">
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    aria-label={`${a.title} 수정`}
                    onClick={() => onEdit(a)}
                  >
                    수정
                  </button>
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() => onRemove(a)}
                  >
                    삭제
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {progress.students.map((s) => (
            <tr key={s.id} data-student-id={s.id}>
              <th scope="row">
                {s.number && `${s.number} `}
                {s.name}
              </th>
              {progress.assignments.map((a) => (
                <Cell
                  key={a.id}
                  cell={cellOf(a.id, s.id)}
                  assignment={a}
                  student={s}
                  onMark={onMark}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
