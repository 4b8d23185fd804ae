import type { Assignment, ProgressCell } from '../../../../shared/schemas/assignments';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useApiMutation } from '../../../data/useApiMutation';
import { teacherAssignmentsApi } from '../../../../shared/contracts/teacher-reviews';
import { afterAssignmentChange } from './assignment-queries';

export interface MarkTarget {
  assignment: Assignment;
  student: { id: number; name: string };
  cell: ProgressCell;
}

/**
 * The teacher's own mark on a 시장과 비교 or 자유 과제: the student's explanation to read first,
 * then done, or the mark taken back.
 */
export function MarkDialog({ target, onClose }: { target: MarkTarget; onClose: () => void }) {
  const { assignment, student, cell } = target;
  const done = cell.status !== 'todo';
  const marking = useApiMutation(teacherAssignmentsApi.mark, {
    invalidates: afterAssignmentChange,
    success: done ? '완료 표시를 취소했습니다' : '완료로 표시했습니다',
    fallback: '표시하지 못했습니다',
  });

  async function mark() {
    const marked = await marking.send({
      params: { id: assignment.id, studentId: student.id },
      body: { done: !done },
    });
    if (marked) onClose();
  }

  return (
    <ConfirmDialog
      open
      title={`${student.name} · ${assignment.title}`}
      confirmLabel={done ? '완료 취소' : '완료로 표시'}
      danger={done}
      onConfirm={mark}
      onCancel={onClose}
    >
      {assignment.task.kind === 'market-compare' &&
        (cell.explanation ? (
          <blockquote className="mark-explanation" aria-label="학생의 설명">
            {cell.explanation}
          </blockquote>
        ) : (
          <p className="muted">학생이 아직 설명을 쓰지 않았습니다.</p>
        ))}
      {assignment.task.kind === 'free' &&
        (cell.explanation === null ? (
          <p className="muted">학생이 아직 제출하지 않았습니다.</p>
        ) : (
          <p aria-label="학생의 제출">
            학생이 제출했습니다{cell.explanation ? `: ${cell.explanation}` : ' (메모 없음)'}.
          </p>
        ))}
      <p>
        {done
          ? '완료 표시를 취소하면 세특 근거에서도 빠집니다.'
          : '완료로 표시하면 세특 근거가 됩니다.'}
      </p>
    </ConfirmDialog>
  );
}
