import { atom } from 'jotai';
import type { User } from '../../shared/schemas/user';
import { loadAuthApi } from '../api/auth-contract';
import { call } from '../api/call';
import { refreshTokens } from '../api/client';
import {
  clearStoredSession,
  isTokenExpired,
  readStoredSession,
  writeStoredSession,
  type StoredSession,
} from '../api/tokens';

export interface SessionState {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

const signedOut: SessionState = {
  user: null,
  accessToken: null,
  refreshToken: null,
  isAuthenticated: false,
  isLoading: false,
};

function fromStored(stored: StoredSession | null): SessionState {
  if (!stored) return signedOut;
  return { ...stored, isAuthenticated: true, isLoading: false };
}

export const sessionAtom = atom<SessionState>({ ...signedOut, isLoading: true });
/** False until the start-up restore has finished (the app shows a spinner until then). */
export const sessionRestoredAtom = atom(false);
export const userAtom = atom((get) => get(sessionAtom).user);

/** On start: an unexpired access token is used; an expired one is refreshed; failure clears. */
export const restoreSessionAtom = atom(null, async (_get, set) => {
  const stored = readStoredSession();
  if (stored && isTokenExpired(stored.accessToken) && !(await refreshTokens())) {
    clearStoredSession();
    set(sessionAtom, signedOut);
    set(sessionRestoredAtom, true);
    return;
  }
  if (!stored) clearStoredSession();
  set(sessionAtom, fromStored(readStoredSession()));
  set(sessionRestoredAtom, true);
  if (stored) void set(reloadUserAtom);
});

/** Fetches the signed-in user again (role, class and name may have changed since login). */
export const reloadUserAtom = atom(null, async (_get, set) => {
  const user = await loadAuthApi()
    .then((authApi) => call(authApi.me))
    .catch(() => null);
  if (user) set(updateUserAtom, user);
});

/** Re-reads browser storage after the API client refreshed tokens or ended the session. */
export const syncSessionAtom = atom(null, (_get, set) => {
  set(sessionAtom, fromStored(readStoredSession()));
});

export const loginAtom = atom(
  null,
  async (_get, set, credentials: { email: string; password: string }) => {
    set(sessionAtom, (s) => ({ ...s, isLoading: true }));
    try {
      const session = await call((await loadAuthApi()).login, { body: credentials });
      writeStoredSession(session);
      set(sessionAtom, fromStored(session));
      return session.user;
    } catch (error) {
      set(sessionAtom, (s) => ({ ...s, isLoading: false }));
      throw error;
    }
  },
);

/** Keeps the stored user (name, class, cash display) current after a profile reload. */
export const updateUserAtom = atom(null, (get, set, user: User) => {
  const current = get(sessionAtom);
  if (!current.accessToken || !current.refreshToken) return;
  writeStoredSession({
    user,
    accessToken: current.accessToken,
    refreshToken: current.refreshToken,
  });
  set(sessionAtom, { ...current, user });
});

const endLocalSessionAtom = atom(null, (_get, set) => {
  clearStoredSession();
  set(sessionAtom, signedOut);
});

/** Ends this browser's session only; the user's other devices stay signed in. */
export const logoutAtom = atom(null, async (get, set) => {
  // The refresh token names the session to the server without the access token. This browser
  // signs out first: a page's refetch sent while the server was already signing out met a 401.
  const refreshToken = get(sessionAtom).refreshToken ?? undefined;
  set(endLocalSessionAtom);
  await loadAuthApi()
    .then((authApi) => call(authApi.logout, { body: { refreshToken } }))
    .catch(() => undefined);
});

/** Ends every session of the user (a phone left signed in, a shared PC); throws if it failed. */
export const logoutEverywhereAtom = atom(null, async (_get, set) => {
  await call((await loadAuthApi()).logoutEverywhere);
  set(endLocalSessionAtom);
});
