import type { ReactNode } from 'react';
import type { Role } from '../../shared/schemas/user';
import { RedirectRoles } from '../components/RouteGuards';

/** A signed-in page of the app: App wraps every element in RequireAuth. */
export interface PageRoute {
  path: string;
  element: ReactNode;
}

export const notStaff: Role[] = ['STUDENT', 'GUEST'];

// docs/product/roles-and-screens.md#who-is-sent-where: who is sent where when a page is not theirs.
/** A page that users of `roles` leave for `to`, or for their own home when `to` is not given. */
export function guarded(path: string, roles: Role[], page: ReactNode, to?: string): PageRoute {
  return {
    path,
    element: (
      <RedirectRoles roles={roles} to={to}>
        {page}
      </RedirectRoles>
    ),
  };
}

/** A staff page: students and guests go to their dashboard. */
export function staffOnly(path: string, page: ReactNode): PageRoute {
  return guarded(path, notStaff, page, '/dashboard');
}
