import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { onSessionEnded, onTokensChanged } from './api/client';
import { useRealtime } from './api/realtime-context';
import { AppLayout } from './components/layout/AppLayout';
import { RequireAuth } from './components/RouteGuards';
import { FullPageSpinner } from './components/Spinner';
import { AdminPage } from './pages/admin/AdminPage';
import { LandingPage } from './pages/landing/LandingPage';
import { LoginPage } from './pages/login/LoginPage';
import { PagePending } from './pages/PagePending';
import { RegisterPage } from './pages/register/RegisterPage';
import { TeacherPage } from './pages/teacher/TeacherPage';
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
    return () => {
      stopEnded();
      stopChanged();
    };
  }, [restore, sync, navigate]);
}

/** The live socket is open exactly while someone is signed in. */
function useRealtimeConnection() {
  const realtime = useRealtime();
  const { isAuthenticated } = useAtomValue(sessionAtom);
  useEffect(() => {
    if (!isAuthenticated) return;
    realtime.connect();
    return () => realtime.disconnect();
  }, [realtime, isAuthenticated]);
}

const privateRoutes: Array<{ path: string; title: string; element?: ReactNode }> = [
  { path: '/dashboard', title: '대시보드' },
  { path: '/watchlist-setup', title: '관심종목 설정' },
  { path: '/trading', title: '모의투자' },
  { path: '/stock/:symbol', title: '종목 상세' },
  { path: '/portfolio', title: '내 포트폴리오' },
  { path: '/leaderboard', title: '리더보드' },
  { path: '/teacher', title: '교사 대시보드', element: <TeacherPage /> },
  { path: '/teacher/class/:classId', title: '클래스 상세' },
  { path: '/teacher/student/:studentId', title: '학생 활동' },
  { path: '/stock-management', title: '주식 가격 관리' },
  { path: '/admin', title: '관리자', element: <AdminPage /> },
];

export function App() {
  useThemeOnDocument();
  useSessionLifecycle();
  useRealtimeConnection();
  // Only the start-up restore blocks the screen; a login in progress keeps its form mounted.
  const restored = useAtomValue(sessionRestoredAtom);
  if (!restored) return <FullPageSpinner />;

  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        {privateRoutes.map(({ path, title, element }) => (
          <Route
            key={path}
            path={path}
            element={<RequireAuth>{element ?? <PagePending title={title} />}</RequireAuth>}
          />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
