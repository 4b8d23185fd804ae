// The trading pages: students live here, teachers visit them (one download for the area).
export { DashboardPage } from '../dashboard/DashboardPage';
export { LeaderboardPage } from '../leaderboard/LeaderboardPage';
export { PortfolioPage } from '../portfolio/PortfolioPage';
export { StockDetailPage } from '../stock/StockDetailPage';
export { TradingPage } from '../trading/TradingPage';
export { WatchlistSetupPage } from '../watchlist/WatchlistSetupPage';
export { FeedbackPage } from '../feedback/FeedbackPage';
export { AnalyticsPage } from '../analytics/AnalyticsPage';
export { AssignmentsPage } from '../assignments/AssignmentsPage';
export { AuctionPage } from '../auction/AuctionPage';
export { LessonPage } from '../lessons/LessonPage';
export { LessonsPage } from '../lessons/LessonsPage';
