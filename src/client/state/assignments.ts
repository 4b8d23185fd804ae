import { atom } from 'jotai';
import type { AssignmentDone } from '../../shared/schemas/assignments';

/** The newest 과제 completion the student heard of (their own user room). */
export const assignmentDoneAtom = atom<AssignmentDone | null>(null);
