import type { ToastOptions } from 'react-toastify/unstyled';

// react-toastify is not in /login's script (README: Loading, tests/e2e/loading.spec.ts): it
// downloads with the first toast, and <Toasts /> mounts its container then. A toast shown before
// the container is there waits in react-toastify's queue and appears when it mounts.
const toastify = () => import('react-toastify/unstyled');

const wantedListeners = new Set<() => void>();
let wanted = false;

function show(message: string, options: ToastOptions) {
  if (!wanted) {
    wanted = true;
    wantedListeners.forEach((listener) => listener());
  }
  void toastify().then(({ toast }) => toast(message, options));
}

/** Whether a toast was asked for (the container mounts from then on). */
export const toastsWanted = {
  subscribe(listener: () => void) {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
  current: () => wanted,
};

export const loadToastContainer = () =>
  toastify().then((module) => ({ ToastContainer: module.ToastContainer }));

// docs/product/roles-and-screens.md#toasts: error and plain 4 s, success 2 s.
export const notify = {
  success: (message: string) => show(message, { type: 'success', autoClose: 2000 }),
  error: (message: string) => show(message, { type: 'error', autoClose: 4000 }),
  info: (message: string) => show(message, { autoClose: 4000 }),
};

/** The server's message when there is one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.name === 'ApiError' && error.message) return error.message;
  return fallback;
}
