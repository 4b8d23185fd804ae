import { atom } from 'jotai';
import { teacherAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import type { AssignmentDone } from '../../../shared/schemas/assignments';

/** The newest 과제 completion the student heard of (their own user room). */
export const assignmentDoneAtom = atom<AssignmentDone | null>(null);

/** What a change to a 과제 or a teacher's mark changes: the class's progress matrix. */
export const afterAssignmentChange = [teacherAssignmentsApi.progress] as const;
