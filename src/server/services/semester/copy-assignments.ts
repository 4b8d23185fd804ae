import type { ClassRow } from '../../db/repos/classes.repo';
import { assignmentsRepo } from '../../db/repos/assignments.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';

/**
 * The old class's 과제 for its successor (ADR 0021): the same task and 성취기준, each due as many
 * days after the new class's first day as it was after the old one's, so a term's plan carries
 * over. Completions stay with the old class's record.
 */
export function copyAssignments(tx: DbOrTx, classes: { from: ClassRow; to: ClassRow }, now: Date) {
  const shift = Date.parse(classes.to.startDate) - Date.parse(classes.from.startDate);
  for (const { title, dueAt, standard, kind, task } of assignmentsRepo.ofClass(
    tx,
    classes.from.id,
  )) {
    assignmentsRepo.insert(tx, {
      classId: classes.to.id,
      title,
      dueAt: new Date(dueAt.getTime() + shift),
      standard,
      kind,
      task,
      createdAt: now,
      updatedAt: now,
    });
  }
}
