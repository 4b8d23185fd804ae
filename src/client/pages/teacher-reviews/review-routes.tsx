import type { ReactNode } from 'react';
import type { Role } from '../../../shared/schemas/user';
import { RedirectRoles } from '../../components/RouteGuards';
import {
  AssignmentsPage,
  ClassReportPage,
  FeedbackPage,
  StudentReportPage,
} from '../../lazy-pages';

const notStaff: Role[] = ['STUDENT', 'GUEST'];

/** The teaching layer's pages, added to the app's private routes. */
export const reviewRoutes: Array<{ path: string; element: ReactNode }> = [
  {
    path: '/feedback',
    element: (
      <RedirectRoles roles={['TEACHER', 'ADMIN']}>
        <FeedbackPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/assignments',
    element: (
      <RedirectRoles roles={['TEACHER', 'ADMIN']}>
        <AssignmentsPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/teacher/student/:studentId/report',
    element: (
      <RedirectRoles roles={notStaff} to="/dashboard">
        <StudentReportPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/teacher/class/:classId/report',
    element: (
      <RedirectRoles roles={notStaff} to="/dashboard">
        <ClassReportPage />
      </RedirectRoles>
    ),
  },
];
