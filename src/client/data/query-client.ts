import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Endpoint, ParamsOf, QueryOf } from '../../shared/contracts/endpoint';
import { pathOf } from '../api/call';

/**
 * The client's one query cache. The hooks pass it to react-query themselves rather than through
 * a provider around the app: react-query then downloads with the first page that reads data,
 * never with /login. Screens fetch on every visit as before: nothing is fresh for long, a
 * failure is shown at once rather than retried, and a window regaining focus does not refetch
 * behind the student's back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});

/** One endpoint + parameters + query = one cache entry, shared by every screen that asks. */
export function queryKeyOf<E extends Endpoint>(
  endpoint: E,
  params?: ParamsOf<E['path']>,
  query?: QueryOf<E>,
): QueryKey {
  return [endpoint.method, pathOf(endpoint, params), query ?? null];
}

// `/trading/orders/:id` matches `/trading/orders/7`: an endpoint invalidates all its entries.
function pathPattern(path: string) {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:\w+/g, '[^/]+')}$`);
}

/** Every cached answer of these endpoints is stale: shown screens refetch them. */
export function invalidateEndpoints(endpoints: readonly Endpoint[]) {
  const patterns = endpoints.map((endpoint) => ({
    method: endpoint.method,
    path: pathPattern(endpoint.path),
  }));
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [method, path] }) =>
      typeof path === 'string' &&
      patterns.some((pattern) => pattern.method === method && pattern.path.test(path)),
  });
}
