import { useEffect, useState } from 'react';
import { teacherAssignmentsApi } from '../../../../shared/contracts/teacher-reviews';
import type { Assignment } from '../../../../shared/schemas/assignments';
import { downloadFile } from '../../../api/client';
import { useRealtime } from '../../../api/realtime-context';
import { Spinner } from '../../../components/Spinner';
import { notify } from '../../../components/toast';
import { invalidateEndpoints } from '../../../data/query-client';
import { useApiMutation } from '../../../data/useApiMutation';
import { useApiQuery } from '../../../data/useApiQuery';
import { AssignmentMatrix } from './AssignmentMatrix';
import { afterAssignmentChange } from './assignment-queries';
import { CreateAssignmentForm } from './CreateAssignmentForm';
import { EditAssignmentDialog } from './EditAssignmentDialog';
import { MarkDialog, type MarkTarget } from './MarkDialog';
import '../../../styles/assignments.css';

/** The class's 과제: create, list, delete, and the students × 과제 matrix, live. */
export function AssignmentsPanel({ classId, className }: { classId: number; className: string }) {
  const realtime = useRealtime();
  const { data, isPending } = useApiQuery(teacherAssignmentsApi.progress, {
    params: { id: classId },
  });
  const removal = useApiMutation(teacherAssignmentsApi.remove, {
    invalidates: afterAssignmentChange,
    fallback: '삭제하지 못했습니다',
  });
  const [editing, setEditing] = useState<Assignment | null>(null);
  const [marking, setMarking] = useState<MarkTarget | null>(null);
  useEffect(
    () =>
      realtime.watchClass(classId, (event) => {
        if (event.kind === 'assignment') void invalidateEndpoints(afterAssignmentChange);
      }),
    [realtime, classId],
  );

  async function remove({ id, title }: Assignment) {
    if (!window.confirm(`'${title}' 과제를 삭제하시겠습니까? 완료 기록도 함께 지워집니다.`)) return;
    await removal.send({ params: { id } });
  }

  async function exportCsv() {
    await downloadFile(
      teacherAssignmentsApi.progressCsv,
      { id: classId },
      `${className}-과제.csv`,
    ).catch(() => notify.error('데이터를 불러오는데 실패했습니다'));
  }

  if (isPending) return <Spinner />;
  const progress = data ?? { assignments: [], students: [], cells: [] };
  return (
    <div className="assignments-panel">
      <CreateAssignmentForm classId={classId} />
      <div className="toolbar">
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => void exportCsv()}
        >
          과제 CSV
        </button>
      </div>
      {progress.assignments.length === 0 ? (
        <p className="empty-state">아직 과제가 없습니다</p>
      ) : (
        <AssignmentMatrix
          progress={progress}
          onEdit={setEditing}
          onRemove={(assignment) => void remove(assignment)}
          onMark={setMarking}
        />
      )}
      {editing && <EditAssignmentDialog assignment={editing} onClose={() => setEditing(null)} />}
      {marking && <MarkDialog target={marking} onClose={() => setMarking(null)} />}
    </div>
  );
}
