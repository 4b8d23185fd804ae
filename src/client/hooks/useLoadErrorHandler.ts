import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/client';
import { notify } from '../components/toast';

/**
 * docs/product/messages.md#screen-messages: a 403 WATCHLIST_REQUIRED sends a student to /watchlist-setup; any other failure
 * shows the screen's load-failure message.
 */
export function useLoadErrorHandler(message: string) {
  const navigate = useNavigate();
  return useCallback(
    (error: Error) => {
      if (error instanceof ApiError && error.code === 'WATCHLIST_REQUIRED') {
        navigate('/watchlist-setup', { replace: true });
        return;
      }
      notify.error(message);
    },
    [navigate, message],
  );
}
