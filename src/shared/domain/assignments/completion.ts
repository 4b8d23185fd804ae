import type { AssignmentStatus, EvidenceRef } from '../../schemas/assignments';

/** Whether a task's condition holds now, where the student stands, and what shows it. */
export interface CheckResult {
  met: boolean;
  progress: string;
  evidence: EvidenceRef;
}

export interface Completion {
  completedAt: Date;
  late: boolean;
  evidence: EvidenceRef;
}

/**
 * The completion to record, or null. A completion once recorded is kept as it was: a condition
 * broken later, a changed due date or an ended class never rewrites it.
 */
export function nextCompletion(input: {
  recorded: boolean;
  result: CheckResult;
  at: Date;
  dueAt: Date;
}): Completion | null {
  if (input.recorded || !input.result.met) return null;
  return {
    completedAt: input.at,
    late: input.at.getTime() > input.dueAt.getTime(),
    evidence: input.result.evidence,
  };
}

/** How a status reads everywhere: the matrix, the student's page, the CSV and the 세특 evidence. */
export const STATUS_LABELS = {
  todo: '미완료',
  done: '완료',
  late: '늦은 완료',
} as const satisfies Record<AssignmentStatus, string>;

export function statusOf(completion: Pick<Completion, 'late'> | null): AssignmentStatus {
  if (!completion) return 'todo';
  return completion.late ? 'late' : 'done';
}
