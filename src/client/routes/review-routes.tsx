import { AssignmentsPage, ClassReportPage, FeedbackPage, StudentReportPage } from '../lazy-pages';
import { guarded, staffOnly, type PageRoute } from './route-table';

/** The teaching layer's pages, added to the app's private routes. */
export const reviewRoutes: PageRoute[] = [
  guarded('/feedback', ['TEACHER', 'ADMIN'], <FeedbackPage />),
  guarded('/assignments', ['TEACHER', 'ADMIN'], <AssignmentsPage />),
  staffOnly('/teacher/student/:studentId/report', <StudentReportPage />),
  staffOnly('/teacher/class/:classId/report', <ClassReportPage />),
];
