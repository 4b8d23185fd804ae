import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { onSessionEnded, onTokensChanged } from './api/client';
import { useRealtime } from './api/realtime-context';
import { isSessionKey, readStoredSession } from './api/tokens';
import { AppLayout } from './components/layout/AppLayout';
import { CHANGE_PASSWORD_PATH, RedirectRoles, RequireAuth } from './components/RouteGuards';
import type { Role } from '../shared/schemas/user';
import { FullPageSpinner } from './components/Spinner';
import {
  AboutPage,
  AdminPage,
  AnalyticsPage,
  AuctionPage,
  ChangePasswordPage,
  ClassDetailPage,
  DashboardPage,
  DisplayPage,
  LandingPage,
  LeaderboardPage,
  LoginCardsPage,
  LoginPage,
  PortfolioPage,
  ProjectorPage,
  RegisterPage,
  StockDetailPage,
  StockManagementPage,
  StudentActivityPage,
  StudentAnalyticsPage,
  TeacherPage,
  TradingPage,
  WatchlistSetupPage,
} from './lazy-pages';
import { reviewRoutes } from './pages/teacher-reviews/review-routes';
import { useReviewNotices } from './pages/feedback/useReviewNotices';
import { useAssignmentNotices } from './pages/assignments/useAssignmentNotices';
import {
  restoreSessionAtom,
  sessionAtom,
  sessionRestoredAtom,
  syncSessionAtom,
} from './state/session';
import { themeAtom } from './state/ui';

function useThemeOnDocument() {
  const theme = useAtomValue(themeAtom);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);
}

function useSessionLifecycle() {
  const restore = useSetAtom(restoreSessionAtom);
  const sync = useSetAtom(syncSessionAtom);
  const navigate = useNavigate();
  useEffect(() => {
    void restore();
    const stopEnded = onSessionEnded(() => {
      sync();
      navigate('/login');
    });
    const stopChanged = onTokensChanged(sync);
    // Another tab signed out or in as someone else: this tab follows at once, socket included.
    const onStorage = (event: StorageEvent) => {
      if (!isSessionKey(event.key)) return;
      sync();
      if (!readStoredSession()) navigate('/login');
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopEnded();
      stopChanged();
      window.removeEventListener('storage', onStorage);
    };
  }, [restore, sync, navigate]);
}

/**
 * The live socket is open exactly while someone is signed in, and belongs to that user: a sign-out
 * (here or in another tab) closes it, and another user signing in opens a new one.
 */
function useRealtimeConnection() {
  const realtime = useRealtime();
  const { isAuthenticated, user } = useAtomValue(sessionAtom);
  // A temporary password opens nothing but the password change; the socket waits for the new one.
  const signedIn = isAuthenticated && !user?.mustChangePassword ? (user?.id ?? null) : null;
  useEffect(() => {
    if (signedIn === null) return;
    realtime.connect();
    return () => realtime.disconnect();
  }, [realtime, signedIn]);
}

const notStaff: Role[] = ['STUDENT', 'GUEST'];

// SPEC §2 and §6: who is sent where when a page is not theirs.
const privateRoutes: Array<{ path: string; element: ReactNode }> = [
  { path: CHANGE_PASSWORD_PATH, element: <ChangePasswordPage /> },
  {
    path: '/dashboard',
    element: (
      <RedirectRoles roles={['TEACHER', 'ADMIN']}>
        <DashboardPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/watchlist-setup',
    element: (
      <RedirectRoles roles={['GUEST', 'TEACHER', 'ADMIN']} to="/dashboard">
        <WatchlistSetupPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/trading',
    element: (
      <RedirectRoles roles={['ADMIN']}>
        <TradingPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/stock/:symbol',
    element: (
      <RedirectRoles roles={['ADMIN']}>
        <StockDetailPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/portfolio',
    element: (
      <RedirectRoles roles={['ADMIN']}>
        <PortfolioPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/leaderboard',
    element: (
      <RedirectRoles roles={['ADMIN']}>
        <LeaderboardPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/analytics',
    element: (
      <RedirectRoles roles={['ADMIN']}>
        <AnalyticsPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/teacher/student/:studentId/analytics',
    element: (
      <RedirectRoles roles={notStaff} to="/dashboard">
        <StudentAnalyticsPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/auction/:id',
    element: (
      <RedirectRoles roles={['ADMIN', 'GUEST']}>
        <AuctionPage />
      </RedirectRoles>
    ),
  },
  { path: '/teacher', element: <TeacherPage /> },
  {
    path: '/teacher/class/:classId',
    element: (
      <RedirectRoles roles={notStaff} to="/dashboard">
        <ClassDetailPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/teacher/class/:classId/cards',
    element: (
      <RedirectRoles roles={notStaff} to="/dashboard">
        <LoginCardsPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/teacher/student/:studentId',
    element: (
      <RedirectRoles roles={notStaff} to="/dashboard">
        <StudentActivityPage />
      </RedirectRoles>
    ),
  },
  {
    path: '/stock-management',
    element: (
      <RedirectRoles roles={notStaff} to="/dashboard">
        <StockManagementPage />
      </RedirectRoles>
    ),
  },
  { path: '/admin', element: <AdminPage /> },
  ...reviewRoutes,
];

export function App() {
  useThemeOnDocument();
  useSessionLifecycle();
  useRealtimeConnection();
  useReviewNotices();
  useAssignmentNotices();
  // Only the start-up restore blocks the screen; a login in progress keeps its form mounted.
  const restored = useAtomValue(sessionRestoredAtom);
  if (!restored) return <FullPageSpinner />;

  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/about" element={<AboutPage />} />
        {privateRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={<RequireAuth>{element}</RequireAuth>} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
      <Route
        path="/projector/:classId"
        element={
          <RequireAuth>
            <RedirectRoles roles={notStaff} to="/dashboard">
              <ProjectorPage />
            </RedirectRoles>
          </RequireAuth>
        }
      />
      <Route path="/display/:token" element={<DisplayPage />} />
      <Route path="/p/:token" element={<DisplayPage />} />
    </Routes>
  );
}
