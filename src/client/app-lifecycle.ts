import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSessionEnded, onTokensChanged } from './api/client';
import { useRealtime } from './api/realtime-context';
import { isSessionKey, readStoredSession } from './api/tokens';
import { restoreSessionAtom, sessionAtom, syncSessionAtom } from './state/session';
import { themeAtom } from './state/ui';

/**
 * A layout effect, so the document has the new theme before any page's effects run: charts read
 * their colours from the document's variables when they rebuild, and a passive effect here ran
 * after theirs, drawing every chart in the theme before (dark grid lines on white).
 */
export function useThemeOnDocument() {
  const theme = useAtomValue(themeAtom);
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}

export function useSessionLifecycle() {
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
    // Another tab signed out or in as someone else: this tab follows at once, socket included.
    const onStorage = (event: StorageEvent) => {
      if (!isSessionKey(event.key)) return;
      sync();
      if (!readStoredSession()) navigate('/login');
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopEnded();
      stopChanged();
      window.removeEventListener('storage', onStorage);
    };
  }, [restore, sync, navigate]);
}

/**
 * The live socket is open exactly while someone is signed in, and belongs to that user: a sign-out
 * (here or in another tab) closes it, and another user signing in opens a new one.
 */
export function useRealtimeConnection() {
  const realtime = useRealtime();
  const { isAuthenticated, user } = useAtomValue(sessionAtom);
  // A temporary password opens nothing but the password change; the socket waits for the new one.
  // So does a guardian's consent still to be confirmed (a 중학교 class's student).
  const signedIn =
    isAuthenticated && !user?.mustChangePassword && !user?.guardianConsentPending
      ? (user?.id ?? null)
      : null;
  useEffect(() => {
    if (signedIn === null) return;
    realtime.connect();
    return () => realtime.disconnect();
  }, [realtime, signedIn]);
}
