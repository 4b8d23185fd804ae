import type { User } from '../../shared/schemas/user';

// Browser storage keys fixed by docs/product/api.md#sessions (client session state).
const ACCESS = 'accessToken';
const REFRESH = 'refreshToken';
const USER = 'user';

/** A `storage` event about these keys means another tab signed in, out or refreshed. */
export const isSessionKey = (key: string | null) =>
  key === null || key === ACCESS || key === REFRESH || key === USER;

export interface StoredSession {
  user: User;
  accessToken: string;
  refreshToken: string;
}

export function readStoredSession(): StoredSession | null {
  const accessToken = localStorage.getItem(ACCESS);
  const refreshToken = localStorage.getItem(REFRESH);
  const rawUser = localStorage.getItem(USER);
  if (!accessToken || !refreshToken || !rawUser) return null;
  try {
    return { user: JSON.parse(rawUser) as User, accessToken, refreshToken };
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession) {
  localStorage.setItem(ACCESS, session.accessToken);
  localStorage.setItem(REFRESH, session.refreshToken);
  localStorage.setItem(USER, JSON.stringify(session.user));
}

export function writeStoredTokens(accessToken: string, refreshToken: string) {
  localStorage.setItem(ACCESS, accessToken);
  localStorage.setItem(REFRESH, refreshToken);
}

export function clearStoredSession() {
  localStorage.removeItem(ACCESS);
  localStorage.removeItem(REFRESH);
  localStorage.removeItem(USER);
}

/** Seconds-precision expiry read from the JWT payload; the server still verifies it. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  try {
    const payload = JSON.parse(
      atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as {
      exp?: number;
    };
    return !payload.exp || payload.exp * 1000 <= now + 5_000;
  } catch {
    return true;
  }
}
