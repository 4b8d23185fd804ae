import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { semesterMessages } from '../../../shared/schemas/semester-messages';
import { userAtom } from '../../state/session';
import { Spinner } from '../Spinner';
import { sidebarOpenAtom } from '../../state/ui';
import { lazyNamed } from '../../lazy-named';
import { Header } from './Header';

// The welcome reads through the query cache: it comes after sign-in, not with /login's script.
const WelcomeDialog = lazyNamed(() => import('../onboarding/WelcomeDialog'), 'WelcomeDialog');
// Only a student has a sidebar: it is not in /login's script either.
const Sidebar = lazyNamed(() => import('./Sidebar'), 'Sidebar');
// Asks the server (the query cache and a contract): a student's, never /login's, download.
const ReplayDataEnded = lazyNamed(() => import('./ReplayDataEnded'), 'ReplayDataEnded');

export function AppLayout() {
  const user = useAtomValue(userAtom);
  const sidebarOpen = useAtomValue(sidebarOpenAtom);
  // A student awaiting their guardian's consent sees the consent page alone: the server answers
  // nothing else for them.
  const hasSidebar = user?.role === 'STUDENT' && !user.guardianConsentPending;
  // `=== false`: a user stored before the field existed waits for the /auth/me reload.
  const welcomes = hasSidebar && user.onboarded === false && !user.mustChangePassword;
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        본문으로 건너뛰기
      </a>
      <Header />
      <div className={`app-body${hasSidebar && sidebarOpen ? ' with-sidebar' : ''}`}>
        {hasSidebar && (
          <Suspense fallback={null}>
            <Sidebar />
          </Suspense>
        )}
        <main id="main" className="app-main">
          {hasSidebar && user.class?.endedAt && (
            <p className="banner" role="status" data-testid="class-ended-notice">
              {semesterMessages.readOnlyNotice}
            </p>
          )}
          {hasSidebar && (
            <Suspense fallback={null}>
              <ReplayDataEnded />
            </Suspense>
          )}
          {/* A page still downloading keeps the header and sidebar on screen. */}
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
          <footer className="app-footer">
            <Link to="/about">자료 출처: 한국거래소(KRX) 외</Link>
            <Link to="/privacy">개인정보 처리방침</Link>
          </footer>
        </main>
      </div>
      {welcomes && (
        <Suspense fallback={null}>
          <WelcomeDialog user={user} />
        </Suspense>
      )}
    </div>
  );
}
