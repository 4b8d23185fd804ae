import {
  AnalyticsPage,
  AuctionPage,
  DashboardPage,
  LeaderboardPage,
  LessonPage,
  LessonsPage,
  PortfolioPage,
  StockDetailPage,
  TradingPage,
  WatchlistSetupPage,
} from '../lazy-pages';
import { guarded, type PageRoute } from './route-table';

/** The trading pages: students live here, teachers visit most of them, the admin none. */
export const studentRoutes: PageRoute[] = [
  guarded('/dashboard', ['TEACHER', 'ADMIN'], <DashboardPage />),
  guarded('/watchlist-setup', ['GUEST', 'TEACHER', 'ADMIN'], <WatchlistSetupPage />, '/dashboard'),
  guarded('/trading', ['ADMIN'], <TradingPage />),
  guarded('/stock/:symbol', ['ADMIN'], <StockDetailPage />),
  guarded('/portfolio', ['ADMIN'], <PortfolioPage />),
  guarded('/leaderboard', ['ADMIN'], <LeaderboardPage />),
  guarded('/analytics', ['ADMIN'], <AnalyticsPage />),
  guarded('/lessons', ['ADMIN'], <LessonsPage />),
  guarded('/lessons/:slug', ['ADMIN'], <LessonPage />),
  guarded('/auction/:id', ['ADMIN', 'GUEST'], <AuctionPage />),
];
