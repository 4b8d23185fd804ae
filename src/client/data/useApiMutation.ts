import { useMutation } from '@tanstack/react-query';
import { messages } from '../../shared/messages';
import type { AnswerOf, Endpoint } from '../../shared/contracts/endpoint';
import { call, type CallInput } from '../api/call';
import { errorMessage, notify } from '../components/toast';
import { invalidateEndpoints, queryClient } from './query-client';

type Caller<E extends Endpoint> = (endpoint: E, input?: CallInput<E>) => Promise<AnswerOf<E>>;

export interface MutationOptions {
  /** The reads this write changes: refetched wherever they are shown. */
  invalidates: readonly Endpoint[];
  /** The toast after success, if the screen shows one. */
  success?: string;
  /** The spec's message when the server gave none (a lost connection). */
  fallback?: string;
  /** Also told the refusal, for a form that says it at its foot too (the trade modal). */
  onRefused?: (message: string) => void;
}

/**
 * One write through the contract: on success the toast and the invalidated reads; on failure
 * the server's Korean message, else the fallback. `send` resolves to the answer, or undefined
 * when the write failed (already shown to the user).
 */
export function useApiMutation<E extends Endpoint>(endpoint: E, options: MutationOptions) {
  const mutation = useMutation(
    {
      mutationFn: (input?: CallInput<E>) => (call as Caller<E>)(endpoint, input),
      onSuccess: () => {
        if (options.success) notify.success(options.success);
        void invalidateEndpoints(options.invalidates);
      },
      onError: (error) => {
        const message = errorMessage(error, options.fallback ?? messages.generic);
        notify.error(message);
        options.onRefused?.(message);
      },
    },
    queryClient,
  );
  return {
    send: (input?: CallInput<E>): Promise<AnswerOf<E> | undefined> =>
      mutation.mutateAsync(input).catch(() => undefined),
    pending: mutation.isPending,
  };
}
