import {
  keepPreviousData,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AnswerOf, Endpoint } from '../../shared/contracts/endpoint';
import { call, type CallInput } from '../api/call';
import { useLiveInvalidation } from './live-invalidation';
import { queryClient, queryKeyOf } from './query-client';

/** What a read takes: the path's parameters and the query string (no body, no signal). */
export type QueryInput<E extends Endpoint> = Pick<CallInput<E>, 'params' | 'query'>;

type Caller<E extends Endpoint> = (endpoint: E, input: CallInput<E>) => Promise<AnswerOf<E>>;

/**
 * Reads an endpoint through the query cache: siblings asking for the same endpoint, parameters
 * and query share one request and one answer, and a mutation or live event that invalidates it
 * refetches it everywhere it is shown. The previous answer stays on screen while the key changes.
 */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input?: QueryInput<E>,
  options: { enabled?: boolean; gcTime?: number; refetchInterval?: number } = {},
): UseQueryResult<AnswerOf<E>> {
  useLiveInvalidation();
  return useQuery(
    {
      queryKey: queryKeyOf(endpoint, input?.params, input?.query),
      queryFn: ({ signal }) => (call as Caller<E>)(endpoint, { ...input, signal } as CallInput<E>),
      placeholderData: keepPreviousData,
      ...options,
    },
    queryClient,
  );
}

/**
 * Hands a screen's failed reads to its handler (toasts, redirects), once per failure: a page of
 * several reads that fail together shows one message, as when they loaded as one.
 */
export function useQueryErrors(
  onError: (error: Error) => void,
  ...results: Array<Pick<UseQueryResult, 'error'>>
) {
  const error = results.find((result) => result.error)?.error ?? null;
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (error) onErrorRef.current(error);
  }, [error]);
}

/** Runs every read's `refetch` and resolves true when all of them answered. */
export async function refetchAll(...refetches: Array<() => Promise<{ isError: boolean }>>) {
  const settled = await Promise.all(refetches.map((refetch) => refetch()));
  return settled.every((result) => !result.isError);
}
