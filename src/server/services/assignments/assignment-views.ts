import { describeTask, isTeacherMarked } from '../../../shared/domain/assignments/templates';
import { statusOf } from '../../../shared/domain/assignments/completion';
import {
  zEvidenceRef,
  zTask,
  type Assignment,
  type ProgressCell,
  type Task,
} from '../../../shared/schemas/assignments';
import { standardText, type StandardCode } from '../../../shared/standards';
import type { AssignmentRow, CompletionRow } from '../../db/repos/assignments.repo';

// Rows are written only through zAssignmentInput and zEvidenceRef; parsing them again on the way
// out keeps a hand-edited database from sending a shape the client does not expect.
export const taskOf = (row: AssignmentRow): Task => zTask.parse(JSON.parse(row.task));

export function toAssignment(row: AssignmentRow): Assignment {
  const task = taskOf(row);
  const standard = row.standard as StandardCode;
  return {
    id: row.id,
    classId: row.classId,
    title: row.title,
    dueAt: row.dueAt.toISOString(),
    standard,
    standardText: standardText(standard),
    task,
    checks: describeTask(task),
    marking: isTeacherMarked(task) ? 'teacher' : 'auto',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCell(
  assignmentId: number,
  studentId: number,
  completion: CompletionRow | undefined,
  explanation: string | null = null,
): ProgressCell {
  return {
    assignmentId,
    studentId,
    status: statusOf(completion ?? null),
    completedAt: completion?.completedAt.toISOString() ?? null,
    evidence: completion ? zEvidenceRef.parse(JSON.parse(completion.evidence)) : null,
    explanation,
  };
}
