import { calculationQuestion } from '../../../shared/domain/assignments/calculation';
import {
  checkDiversify,
  checkRationales,
  checkReflections,
} from '../../../shared/domain/assignments/checkers';
import { nextCompletion, type CheckResult } from '../../../shared/domain/assignments/completion';
import type { AssignmentDone, Task } from '../../../shared/schemas/assignments';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { assignmentsRepo, type AssignmentRow } from '../../db/repos/assignments.repo';
import type { StudentFacts } from './student-facts';
import { taskOf } from './assignment-views';

/**
 * Where the student stands on a task now. 분산 투자 counts only at a KST close (`closeDate`);
 * between closes its progress shows today's holdings but is never met.
 */
export function checkTask(task: Task, facts: StudentFacts, closeDate?: string): CheckResult | null {
  switch (task.kind) {
    case 'diversify': {
      const result = checkDiversify(task, facts.held, closeDate ?? '오늘');
      return closeDate ? result : { ...result, met: false };
    }
    case 'rationale':
      return checkRationales(task, facts.reviewed);
    case 'reflection':
      return checkReflections(task, facts.sales);
    case 'calculation': {
      // Completed by a correct answer only (answer()), never by the data alone.
      const { explanation, question } = calculationQuestion(task.figure, facts.calculation);
      return {
        met: false,
        progress: explanation ? '답을 입력해 보세요' : question,
        evidence: { label: '' },
      };
    }
    default:
      return null;
  }
}

/** Records every task of `rows` the student now meets; answers the new completions. */
export function recordMet(
  tx: DbOrTx,
  input: {
    rows: AssignmentRow[];
    userId: number;
    at: Date;
    closeDate?: string;
  } & ({ facts: StudentFacts; result?: undefined } | { facts: null; result: CheckResult }),
): Array<Omit<AssignmentDone, 'serverTime'>> {
  const { rows, userId, at, closeDate } = input;
  const recorded = new Set(
    assignmentsRepo
      .completionsOf(
        tx,
        rows.map((r) => r.id),
      )
      .filter((c) => c.userId === userId)
      .map((c) => c.assignmentId),
  );
  return rows.flatMap((row) => {
    // A teacher's mark or a correct answer brings its own result; otherwise the data decides.
    const result = input.facts ? checkTask(taskOf(row), input.facts, closeDate) : input.result;
    if (!result) return [];
    const completion = nextCompletion({
      recorded: recorded.has(row.id),
      result,
      at,
      dueAt: row.dueAt,
    });
    if (!completion) return [];
    const saved = assignmentsRepo.complete(tx, row, {
      userId,
      completedAt: completion.completedAt,
      late: completion.late,
      evidence: JSON.stringify(completion.evidence),
    });
    if (!saved) return [];
    return [
      {
        assignmentId: row.id,
        classId: row.classId,
        studentId: userId,
        title: row.title,
        status: completion.late ? ('late' as const) : ('done' as const),
        completedAt: completion.completedAt.toISOString(),
      },
    ];
  });
}
