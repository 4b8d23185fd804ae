import type { z } from 'zod';
import { queryInteger } from '../query-integer';
import { strictBody } from '../strict';

/**
 * Whose numbers a lesson shows: a student always their own; a teacher (or the admin) names one
 * student of a class they manage, the one projected for the class.
 */
export const zLessonQuery = strictBody({
  student: queryInteger('올바른 학생 번호가 아닙니다.', {
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
  }).optional(),
});
export type LessonQuery = z.infer<typeof zLessonQuery>;
