import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { homePathFor, type Role } from '../../shared/roles';
import { sessionAtom } from '../state/session';

/**
 * Everything but /, /login and /register needs a signed-in user; one who signed in with a
 * temporary password chooses their own first (the server refuses everything else meanwhile), and
 * a 중학교 class's student waits on the consent page until their guardian's consent is confirmed.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (!session.isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  if (session.user?.mustChangePassword && location.pathname !== CHANGE_PASSWORD_PATH)
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  if (
    session.user?.guardianConsentPending &&
    !session.user.mustChangePassword &&
    location.pathname !== GUARDIAN_CONSENT_PATH
  )
    return <Navigate to={GUARDIAN_CONSENT_PATH} replace />;
  return children;
}

export const CHANGE_PASSWORD_PATH = '/change-password';
/** A 중학교 class's student before their guardian's consent is confirmed sees only this page. */
export const GUARDIAN_CONSENT_PATH = '/guardian-consent';

/** Sends users whose role may not see a page to where the spec says they belong. */
export function RedirectRoles({
  roles,
  to,
  children,
}: {
  roles: Role[];
  to?: string;
  children: ReactNode;
}) {
  const user = useAtomValue(sessionAtom).user;
  if (user && roles.includes(user.role))
    return <Navigate to={to ?? homePathFor(user.role)} replace />;
  return children;
}
