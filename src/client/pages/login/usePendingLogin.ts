import { useState } from 'react';
import type { Login, PendingDetails } from '../../../shared/schemas/auth';
import { loadAuthSchemas } from '../../api/auth-contract';
import { ApiError } from '../../api/client';

export interface Pending {
  credentials: Login;
  message: string;
  details: PendingDetails | null;
  /** 다시 확인 was pressed and the account is still waiting. */
  stillPending: boolean;
}

/** A sign-in refused with 403 ACCOUNT_PENDING, kept so 다시 확인 can try again unchanged. */
export function usePendingLogin() {
  const [pending, setPending] = useState<Pending | null>(null);

  /** True when `error` was the waiting answer (the page then shows the waiting panel). */
  async function caught(error: unknown, credentials: Login): Promise<boolean> {
    if (!(error instanceof ApiError) || error.code !== 'ACCOUNT_PENDING') return false;
    const { zPendingDetails } = await loadAuthSchemas();
    const details = zPendingDetails.safeParse(error.details);
    setPending((before) => ({
      credentials,
      message: error.message,
      details: details.success ? details.data : null,
      stillPending: before !== null,
    }));
    return true;
  }

  return { pending, caught, clear: () => setPending(null) };
}
