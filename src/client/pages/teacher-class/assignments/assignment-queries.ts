import { teacherAssignmentsApi } from '../../../../shared/contracts/teacher-reviews';

/**
 * What a change to a 과제 or a teacher's mark changes: the class's progress matrix. Apart from
 * state/assignments.ts, which the app shell loads: the contract would bring the 과제 and review
 * schemas into the /login script (tests/e2e/loading.spec.ts).
 */
export const afterAssignmentChange = [teacherAssignmentsApi.progress] as const;
