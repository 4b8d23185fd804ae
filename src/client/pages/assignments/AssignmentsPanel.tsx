import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../shared/format';
import type { Assignment, ProgressCell } from '../../../shared/schemas/assignments';
import { downloadFile } from '../../api/client';
import { call } from '../../api/call';
import { teacherAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import { useRealtime } from '../../api/realtime-context';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../components/toast';
import { useApiData } from '../../hooks/useApiData';
import { CreateAssignmentForm } from './CreateAssignmentForm';
import { STATUS_LABELS } from './AssignmentsPage';
import { EditAssignmentDialog } from './EditAssignmentDialog';
import { MarkDialog, type MarkTarget } from './MarkDialog';
import './assignments.css';

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
      {cell.status === 'todo' && cell.explanation && <div className="small">설명 있음</div>}
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

/** The class's 과제: create, list, delete, and the students × 과제 matrix, live. */
export function AssignmentsPanel({ classId, className }: { classId: number; className: string }) {
  const realtime = useRealtime();
  const { data, loading, reload } = useApiData(`assignments:${classId}`, async (signal) =>
    call(teacherAssignmentsApi.progress, { params: { id: classId }, signal }),
  );
  const [editing, setEditing] = useState<Assignment | null>(null);
  const [marking, setMarking] = useState<MarkTarget | null>(null);
  useEffect(
    () =>
      realtime.watchClass(classId, (event) => {
        if (event.kind === 'assignment') void reload();
      }),
    [realtime, classId, reload],
  );

  async function remove(id: number, title: string) {
    if (!window.confirm(`'${title}' 과제를 삭제할까요? 완료 기록도 함께 지워집니다.`)) return;
    await call(teacherAssignmentsApi.remove, { params: { id } }).catch(() =>
      notify.error('삭제하지 못했습니다'),
    );
    void reload();
  }

  async function exportCsv() {
    await downloadFile(
      teacherAssignmentsApi.progressCsv,
      { id: classId },
      `${className}-과제.csv`,
    ).catch(() => notify.error('데이터를 불러오는데 실패했습니다'));
  }

  if (loading && !data) return <Spinner />;
  const progress = data ?? { assignments: [], students: [], cells: [] };
  const cellOf = (a: number, s: number) =>
    progress.cells.find((c) => c.assignmentId === a && c.studentId === s);
  return (
    <div className="assignments-panel">
      <CreateAssignmentForm classId={classId} onCreated={() => void reload()} />
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
                        onClick={() => setEditing(a)}
                      >
                        수정
                      </button>
                      <button
                        type="button"
                        className="button button-ghost button-small"
                        onClick={() => void remove(a.id, a.title)}
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
                      onMark={setMarking}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <EditAssignmentDialog
          assignment={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {marking && (
        <MarkDialog
          target={marking}
          onClose={() => setMarking(null)}
          onMarked={() => {
            setMarking(null);
            void reload();
          }}
        />
      )}
    </div>
  );
}
