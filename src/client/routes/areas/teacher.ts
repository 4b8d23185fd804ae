// The teacher's pages (one download for the area).
export { ClassDetailPage } from '../../pages/teacher-class/ClassDetailPage';
export { LoginCardsPage } from '../../pages/teacher-class/roster/LoginCardsPage';
export { StockManagementPage } from '../../pages/stock-management/StockManagementPage';
export { StudentActivityPage } from '../../pages/teacher-student/StudentActivityPage';
export { TeacherPage } from '../../pages/teacher/TeacherPage';
export { ClassReportPage, StudentReportPage } from '../../pages/report/ReportPages';
export { StudentAnalyticsPage } from '../../pages/analytics/AnalyticsPage';
