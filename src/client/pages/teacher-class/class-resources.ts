import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';

/**
 * What a change to a class's students alters: the class page's roster and figures, and the
 * dashboard's count of students. Screens showing them refetch; nobody reloads a parent by hand.
 */
export const afterStudentsChange = [
  teacherClassesApi.detail,
  teacherClassesApi.statistics,
  teacherClassesApi.list,
] as const;
