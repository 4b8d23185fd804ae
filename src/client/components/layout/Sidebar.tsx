import { useAtom } from 'jotai';
import { Link, NavLink } from 'react-router-dom';
import { isWideScreen, sidebarOpenAtom } from '../../state/ui';
import { Icon } from '../Icon';
import { FeedbackBadge } from './FeedbackBadge';
import { menuFor } from './menu';

export function Sidebar() {
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  // docs/product/roles-and-screens.md#layout: below 1024 px choosing an item closes the sidebar.
  const closeOnNarrow = () => {
    if (!isWideScreen()) setOpen(false);
  };
  return (
    <>
      {open && (
        <div className="sidebar-backdrop" onClick={() => setOpen(false)} aria-hidden="true" />
      )}
      <aside className={`sidebar${open ? ' open' : ''}`} aria-label="학생 메뉴" aria-hidden={!open}>
        <nav>
          {menuFor('STUDENT').map((entry) => (
            <NavLink key={entry.to} to={entry.to} onClick={closeOnNarrow} tabIndex={open ? 0 : -1}>
              <Icon name={entry.icon} />
              {entry.label}
              {entry.to === '/feedback' && <FeedbackBadge />}
            </NavLink>
          ))}
        </nav>
        <p className="sidebar-source">
          <Link to="/about" onClick={closeOnNarrow} tabIndex={open ? 0 : -1}>
            시세 출처: 한국거래소(KRX)
          </Link>
        </p>
      </aside>
    </>
  );
}
