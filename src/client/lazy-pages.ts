import { lazyNamed } from './lazy-named';

// Every page is downloaded with its area when first shown (README: Loading), so a visitor on
// /login gets neither the charts nor the teacher's and admin's pages. A new page joins an area
// module under routes/areas and gets one line here.
const landingArea = () => import('./routes/areas/landing');
const publicArea = () => import('./routes/areas/public');
const privacyArea = () => import('./routes/areas/privacy');
const studentArea = () => import('./routes/areas/student');
const teacherArea = () => import('./routes/areas/teacher');
const adminArea = () => import('./routes/areas/admin');
const projectorArea = () => import('./routes/areas/projector');

export const LandingPage = lazyNamed(landingArea, 'LandingPage');
export const LoginPage = lazyNamed(publicArea, 'LoginPage');
export const RegisterPage = lazyNamed(publicArea, 'RegisterPage');
export const ChangePasswordPage = lazyNamed(publicArea, 'ChangePasswordPage');
export const AboutPage = lazyNamed(landingArea, 'AboutPage');
export const PrivacyPage = lazyNamed(privacyArea, 'PrivacyPage');
export const GuardianConsentPage = lazyNamed(privacyArea, 'GuardianConsentPage');

export const DashboardPage = lazyNamed(studentArea, 'DashboardPage');
export const LeaderboardPage = lazyNamed(studentArea, 'LeaderboardPage');
export const PortfolioPage = lazyNamed(studentArea, 'PortfolioPage');
export const StockDetailPage = lazyNamed(studentArea, 'StockDetailPage');
export const TradingPage = lazyNamed(studentArea, 'TradingPage');
export const WatchlistSetupPage = lazyNamed(studentArea, 'WatchlistSetupPage');
export const FeedbackPage = lazyNamed(studentArea, 'FeedbackPage');
export const AnalyticsPage = lazyNamed(studentArea, 'AnalyticsPage');
export const AssignmentsPage = lazyNamed(studentArea, 'AssignmentsPage');
export const AuctionPage = lazyNamed(studentArea, 'AuctionPage');
export const LessonPage = lazyNamed(studentArea, 'LessonPage');
export const LessonsPage = lazyNamed(studentArea, 'LessonsPage');

export const ClassDetailPage = lazyNamed(teacherArea, 'ClassDetailPage');
export const LoginCardsPage = lazyNamed(teacherArea, 'LoginCardsPage');
export const StockManagementPage = lazyNamed(teacherArea, 'StockManagementPage');
export const StudentActivityPage = lazyNamed(teacherArea, 'StudentActivityPage');
export const TeacherPage = lazyNamed(teacherArea, 'TeacherPage');
export const StudentReportPage = lazyNamed(teacherArea, 'StudentReportPage');
export const ClassReportPage = lazyNamed(teacherArea, 'ClassReportPage');
export const StudentAnalyticsPage = lazyNamed(teacherArea, 'StudentAnalyticsPage');

export const AdminPage = lazyNamed(adminArea, 'AdminPage');

export const DisplayPage = lazyNamed(projectorArea, 'DisplayPage');
export const ProjectorPage = lazyNamed(projectorArea, 'ProjectorPage');
