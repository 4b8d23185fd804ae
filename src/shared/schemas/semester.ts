import { z } from 'zod';
import { zClassName, zDay } from './classes';
import { semesterMessages } from './semester-messages';
import { strictBody } from './strict';

export { semesterMessages };

const zStudentIds = z
  .array(z.number(semesterMessages.studentsRequired).int().positive().max(Number.MAX_SAFE_INTEGER))
  .max(2000);

/** POST /teacher/classes/{id}/successor: a new class with this one's settings, and who moves. */
export const zSuccessorRequest = strictBody({
  name: zClassName,
  startDate: zDay,
  studentIds: zStudentIds,
});
export type SuccessorRequest = z.infer<typeof zSuccessorRequest>;

/** POST /teacher/classes/{id}/students/move: students of this (ended) class into another one. */
export const zMoveStudentsRequest = strictBody({
  studentIds: zStudentIds.min(1, semesterMessages.studentsRequired),
  targetClassId: z
    .number(semesterMessages.targetRequired)
    .int(semesterMessages.targetRequired)
    .positive(semesterMessages.targetRequired),
});
export type MoveStudentsRequest = z.infer<typeof zMoveStudentsRequest>;

/** Each moved student's account in the target class (a new id: the old one keeps the record). */
export const zMovedStudents = z.object({
  targetClassId: z.number().int(),
  moved: z.array(
    z.object({
      studentId: z.number().int(),
      recordId: z.number().int(),
      name: z.string(),
      number: z.string().nullable(),
    }),
  ),
});
export type MovedStudents = z.infer<typeof zMovedStudents>;
