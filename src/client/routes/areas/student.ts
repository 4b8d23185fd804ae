// The trading pages: students live here, teachers visit them (one download for the area).
export { DashboardPage } from '../../pages/dashboard/DashboardPage';
export { LeaderboardPage } from '../../pages/leaderboard/LeaderboardPage';
export { PortfolioPage } from '../../pages/portfolio/PortfolioPage';
export { StockDetailPage } from '../../pages/stock/StockDetailPage';
export { TradingPage } from '../../pages/trading/TradingPage';
export { WatchlistSetupPage } from '../../pages/watchlist/WatchlistSetupPage';
export { FeedbackPage } from '../../pages/feedback/FeedbackPage';
export { AnalyticsPage } from '../../pages/analytics/AnalyticsPage';
export { AssignmentsPage } from '../../pages/assignments/AssignmentsPage';
export { AuctionPage } from '../../pages/auction/AuctionPage';
export { LessonPage } from '../../pages/lessons/LessonPage';
export { LessonsPage } from '../../pages/lessons/LessonsPage';
