import { z } from 'zod';
import { strictBody } from '../strict';

/**
 * Whose numbers a lesson shows: a student always their own; a teacher (or the admin) names one
 * student of a class they manage, the one projected for the class.
 */
export const zLessonQuery = strictBody({
  student: z.coerce
    .number('올바른 학생 번호가 아닙니다.')
    .int('올바른 학생 번호가 아닙니다.')
    .positive('올바른 학생 번호가 아닙니다.')
    .max(Number.MAX_SAFE_INTEGER, '올바른 학생 번호가 아닙니다.')
    .optional(),
});
export type LessonQuery = z.infer<typeof zLessonQuery>;
