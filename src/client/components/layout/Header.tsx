import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { formatWon } from '../../../shared/format';
import { roleLabels } from '../../../shared/roles';
import { portfolioValueAtom } from '../../state/realtime';
import { logoutAtom, userAtom } from '../../state/session';
import { sidebarOpenAtom } from '../../state/ui';
import { Icon } from '../Icon';
import { ThemeToggle } from '../ThemeToggle';
import { lazyNamed } from '../../lazy-named';
import { menuFor } from './menu';

// Only a signed-in user has an account dialog: it is not in /login's script (README: Loading).
const AccountDialog = lazyNamed(() => import('./AccountDialog'), 'AccountDialog');

export function Header() {
  const user = useAtomValue(userAtom);
  // The hub pushes the student's own value on connect and whenever it changes.
  const cash = useAtomValue(portfolioValueAtom)?.cash ?? null;
  const logout = useSetAtom(logoutAtom);
  const setSidebarOpen = useSetAtom(sidebarOpenAtom);
  const navigate = useNavigate();
  const [accountOpen, setAccountOpen] = useState(false);
  // A student awaiting their guardian's consent has no sidebar to open (AppLayout).
  const isStudent = user?.role === 'STUDENT' && !user.guardianConsentPending;
  const staffMenu =
    user && (user.role === 'TEACHER' || user.role === 'ADMIN') ? menuFor(user.role) : [];

  async function handleLogout() {
    await logout();
    navigate('/login');
  }

  return (
    <header className="app-header">
      <div className="header-start">
        {isStudent && (
          <button
            type="button"
            className="icon-button"
            aria-label="메뉴 열기/닫기"
            onClick={() => setSidebarOpen((open) => !open)}
          >
            <Icon name="menu" />
          </button>
        )}
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="brand-name">경제수학 모의투자 교실</span>
        </Link>
        {staffMenu.length > 0 && (
          <nav className="header-nav" aria-label="교사·관리자 메뉴">
            {staffMenu.map((entry) => (
              <NavLink key={entry.to} to={entry.to} end={entry.to === '/teacher'}>
                {entry.label}
              </NavLink>
            ))}
          </nav>
        )}
      </div>
      <div className="header-end">
        {isStudent && cash !== null && (
          <span className="header-cash" title="보유 현금">
            {formatWon(cash)}
          </span>
        )}
        <ThemeToggle />
        {user ? (
          <>
            <button
              type="button"
              className="header-user"
              aria-haspopup="dialog"
              onClick={() => setAccountOpen(true)}
            >
              {/* The name is the visible text: the accessible name must contain it (WCAG 2.5.3). */}
              <span className="visually-hidden">내 계정: </span>
              <span className="header-user-icon">
                <Icon name="user" size={18} />
              </span>
              <strong>{user.name}</strong>
              <span className={`role-badge role-${user.role.toLowerCase()}`}>
                {roleLabels[user.role]}
              </span>
            </button>
            <Suspense fallback={null}>
              <AccountDialog user={user} open={accountOpen} onClose={() => setAccountOpen(false)} />
            </Suspense>
            <button
              type="button"
              className="button button-ghost"
              onClick={handleLogout}
              aria-label="로그아웃"
            >
              <Icon name="logout" size={18} />
              <span className="label-wide">로그아웃</span>
            </button>
          </>
        ) : (
          <>
            <Link to="/login" className="button button-ghost">
              로그인
            </Link>
            <Link to="/register" className="button button-primary">
              회원가입
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
