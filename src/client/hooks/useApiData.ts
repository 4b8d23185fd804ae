import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../api/client';

export interface ApiData<T> {
  data: T | undefined;
  error: ApiError | Error | null;
  loading: boolean;
  /** Resolves true when fresh data arrived. */
  reload: () => Promise<boolean>;
}

interface Loaded<T> {
  key: string | null;
  data: T | undefined;
  error: ApiError | Error | null;
}

/**
 * Loads with `load()` whenever `key` changes, keeping the previous data while reloading so a
 * refresh does not flash an empty screen. Failures also go to `onError` (toasts, redirects).
 */
export function useApiData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  onError?: (error: ApiError | Error) => void,
): ApiData<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: null, data: undefined, error: null });
  const [reloading, setReloading] = useState(false);
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    loadRef.current = load;
    onErrorRef.current = onError;
  });

  const run = useCallback(async (forKey: string): Promise<boolean> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    try {
      const data = await loadRef.current(current.signal);
      if (current.signal.aborted) return false;
      setLoaded({ key: forKey, data, error: null });
      return true;
    } catch (caught) {
      if (current.signal.aborted) return false;
      const error = caught instanceof Error ? caught : new Error(String(caught));
      setLoaded((previous) => ({ key: forKey, data: previous.data, error }));
      onErrorRef.current?.(error);
      return false;
    } finally {
      if (!current.signal.aborted) setReloading(false);
    }
  }, []);

  useEffect(() => {
    void run(key);
    return () => controller.current?.abort();
  }, [key, run]);

  const reload = useCallback(async () => {
    setReloading(true);
    return run(key);
  }, [key, run]);

  return {
    data: loaded.data,
    error: loaded.error,
    loading: loaded.key !== key || reloading,
    reload,
  };
}
