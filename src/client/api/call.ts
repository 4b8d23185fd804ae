import { messages } from '../../shared/messages';
import {
  fillPath,
  type AnswerOf,
  type BodyOf,
  type Download,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type SlotOf,
} from '../../shared/contracts/endpoint';
import { ApiError, request, type RequestOptions } from './client';

type ParamsPart<E extends Endpoint> =
  ParamsOf<E['path']> extends undefined ? { params?: undefined } : { params: ParamsOf<E['path']> };
type BodyPart<E extends Endpoint> = [SlotOf<E['body']>] extends [never]
  ? { body?: undefined }
  : { body: BodyOf<E> };
type QueryPart<E extends Endpoint> = [SlotOf<E['query']>] extends [never]
  ? { query?: undefined }
  : { query?: QueryOf<E> };

export type CallInput<E extends Endpoint> = ParamsPart<E> &
  BodyPart<E> &
  QueryPart<E> & { signal?: AbortSignal; headers?: Record<string, string> };

/** Nothing to pass: the input may be left out. */
type CallArgs<E extends Endpoint> =
  ParamsOf<E['path']> extends undefined
    ? [SlotOf<E['body']>] extends [never]
      ? [input?: CallInput<E>]
      : [input: CallInput<E>]
    : [input: CallInput<E>];

/** The URL path an endpoint answers at for these parameters (also the query cache's key). */
export function pathOf<E extends Endpoint | Download>(endpoint: E, params?: ParamsOf<E['path']>) {
  return fillPath(endpoint.path, params as Record<string, string | number> | undefined);
}

/**
 * Calls an endpoint of the shared contract and parses its answer with the contract's schema: a
 * server that answers another shape fails here, loudly, instead of in a view.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<AnswerOf<E>> {
  const path = pathOf(endpoint, input?.params as ParamsOf<E['path']>);
  const options: RequestOptions = {
    method: endpoint.method,
    query: input?.query as RequestOptions['query'],
    signal: input?.signal,
    headers: input?.headers,
  };
  if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') options.body = input?.body ?? {};
  const data = await request(path, options);
  // A body cut off by its abort reads as empty: the caller gave the answer up, nothing to check.
  input?.signal?.throwIfAborted();
  const parsed = endpoint.answer.safeParse(data);
  if (parsed.success) return parsed.data as AnswerOf<E>;
  console.error(
    `${endpoint.method} ${endpoint.path}: the answer breaks its contract`,
    parsed.error,
  );
  throw new ApiError(200, 'CONTRACT_MISMATCH', messages.generic);
}
