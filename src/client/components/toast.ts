import { toast, type Id } from 'react-toastify/unstyled';

// SPEC §4/§9: error and plain 4 s, success 2 s, loading until dismissed.
export const notify = {
  success: (message: string): Id => toast.success(message, { autoClose: 2000 }),
  error: (message: string): Id => toast.error(message, { autoClose: 4000 }),
  info: (message: string): Id => toast(message, { autoClose: 4000 }),
  loading: (message: string): Id => toast.loading(message),
  dismiss: (id?: Id) => toast.dismiss(id),
};

/** The server's message when there is one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.name === 'ApiError' && error.message) return error.message;
  return fallback;
}
