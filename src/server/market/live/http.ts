import { ProviderError } from './provider-error';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The injected clock, for reading a Retry-After date. */
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * One HTTP call with a timeout, answered whatever its status: the status and the body as text.
 * A timeout, a refused connection or a body cut short is a ProviderError.
 */
export async function fetchText(
  url: string,
  options: RequestOptions = {},
): Promise<{ response: Response; text: string }> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.body === undefined
          ? {}
          : { 'content-type': 'application/json; charset=utf-8' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    return { response, text: await response.text() };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ProviderError(timedOut ? 'timeout' : 'network', `${url}: ${String(error)}`);
  }
}

/** Retry-After as delay-seconds or an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) || Number.isNaN(now) ? undefined : Math.max(0, at - now);
}

/**
 * One HTTP call to a provider with a timeout. Any failure becomes a ProviderError; 429 is
 * 'rate-limited', 401/403 'auth'. The body is returned as text for the adapter to parse
 * (Naver's chart answers are not always JSON).
 */
export async function requestText(url: string, options: RequestOptions = {}): Promise<string> {
  const { response, text } = await fetchText(url, options);
  if (response.ok) return text;
  const now = options.now?.() ?? Date.parse(response.headers.get('date') ?? '');
  const kind =
    response.status === 429
      ? 'rate-limited'
      : response.status === 401 || response.status === 403
        ? 'auth'
        : 'http';
  throw new ProviderError(
    kind,
    `${url}: HTTP ${response.status} ${text.slice(0, 200)}`,
    response.status,
    retryAfterMs(response.headers.get('retry-after'), now),
  );
}

/** requestText, parsed as JSON; a body that is not JSON is 'malformed'. */
export async function requestJson(url: string, options: RequestOptions = {}): Promise<unknown> {
  const text = await requestText(url, options);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError('malformed', `${url}: not JSON: ${text.slice(0, 200)}`);
  }
}
