import {
  AdminPage,
  ClassDetailPage,
  LoginCardsPage,
  StockManagementPage,
  StudentActivityPage,
  StudentAnalyticsPage,
  TeacherPage,
} from '../lazy-pages';
import { staffOnly, type PageRoute } from './route-table';

/** The teacher's and the admin's pages (TeacherPage and AdminPage sort out roles themselves). */
export const teacherRoutes: PageRoute[] = [
  staffOnly('/teacher/student/:studentId/analytics', <StudentAnalyticsPage />),
  { path: '/teacher', element: <TeacherPage /> },
  staffOnly('/teacher/class/:classId', <ClassDetailPage />),
  staffOnly('/teacher/class/:classId/cards', <LoginCardsPage />),
  staffOnly('/teacher/student/:studentId', <StudentActivityPage />),
  staffOnly('/stock-management', <StockManagementPage />),
  { path: '/admin', element: <AdminPage /> },
];
