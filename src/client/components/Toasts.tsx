import { Suspense, useSyncExternalStore } from 'react';
import { lazyNamed } from '../lazy-named';
import { loadToastContainer, toastsWanted } from './toast';

const ToastContainer = lazyNamed(loadToastContainer, 'ToastContainer');

/** The toast container, mounted with the first toast (its library is not in the first script). */
export function Toasts() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.current);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" limit={20} newestOnTop theme="colored" />
    </Suspense>
  );
}
