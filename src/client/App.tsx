import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useRealtimeConnection, useSessionLifecycle, useThemeOnDocument } from './app-lifecycle';
import { AppLayout } from './components/layout/AppLayout';
import {
  CHANGE_PASSWORD_PATH,
  GUARDIAN_CONSENT_PATH,
  RedirectRoles,
  RequireAuth,
} from './components/RouteGuards';
import { FullPageSpinner } from './components/Spinner';
import {
  AboutPage,
  ChangePasswordPage,
  DisplayPage,
  GuardianConsentPage,
  LandingPage,
  LoginPage,
  PrivacyPage,
  ProjectorPage,
  RegisterPage,
} from './lazy-pages';
import { reviewRoutes } from './routes/review-routes';
import { useReviewNotices } from './components/notices/useReviewNotices';
import { useAssignmentNotices } from './components/notices/useAssignmentNotices';
import { notStaff, type PageRoute } from './routes/route-table';
import { studentRoutes } from './routes/student-routes';
import { teacherRoutes } from './routes/teacher-routes';
import { sessionRestoredAtom } from './state/session';

// A new page joins the route module of its area (routes/), its URL guarded there.
const privateRoutes: PageRoute[] = [
  { path: CHANGE_PASSWORD_PATH, element: <ChangePasswordPage /> },
  { path: GUARDIAN_CONSENT_PATH, element: <GuardianConsentPage /> },
  ...studentRoutes,
  ...teacherRoutes,
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
        <Route path="/privacy" element={<PrivacyPage />} />
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
