// The teacher's pages (one download for the area).
export { ClassDetailPage } from '../teacher-class/ClassDetailPage';
export { LoginCardsPage } from '../teacher-class/roster/LoginCardsPage';
export { StockManagementPage } from '../stock-management/StockManagementPage';
export { StudentActivityPage } from '../teacher-student/StudentActivityPage';
export { TeacherPage } from '../teacher/TeacherPage';
export { ClassReportPage, StudentReportPage } from '../report/ReportPages';
export { StudentAnalyticsPage } from '../analytics/AnalyticsPage';
