import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { onSessionEnded, onTokensChanged } from './api/client';
import { useRealtime } from './api/realtime-context';
import { AppLayout } from './components/layout/AppLayout';
import { RequireAuth } from './components/RouteGuards';
import { FullPageSpinner } from './components/Spinner';
import { LandingPage } from './pages/landing/LandingPage';
import { PagePending } from './pages/PagePending';
import { restoreSessionAtom, sessionAtom, syncSessionAtom } from './state/session';
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

const privateRoutes: Array<{ path: string; title: string }> = [
  { path: '/dashboard', title: '대시보드' },
  { path: '/watchlist-setup', title: '관심종목 설정' },
  { path: '/trading', title: '모의투자' },
  { path: '/stock/:symbol', title: '종목 상세' },
  { path: '/portfolio', title: '내 포트폴리오' },
  { path: '/leaderboard', title: '리더보드' },
  { path: '/teacher', title: '교사 대시보드' },
  { path: '/teacher/class/:classId', title: '클래스 상세' },
  { path: '/teacher/student/:studentId', title: '학생 활동' },
  { path: '/stock-management', title: '주식 가격 관리' },
  { path: '/admin', title: '관리자' },
];

export function App() {
  useThemeOnDocument();
  useSessionLifecycle();
  useRealtimeConnection();
  const { isLoading } = useAtomValue(sessionAtom);
  if (isLoading) return <FullPageSpinner />;

  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<PagePending title="로그인" />} />
        <Route path="/register" element={<PagePending title="회원가입" />} />
        {privateRoutes.map(({ path, title }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAuth>
                <PagePending title={title} />
              </RequireAuth>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
