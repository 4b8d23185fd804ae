import { fillPath, type Download, type ParamsOf } from '../../shared/contracts/endpoint';
import { messages } from '../../shared/messages';
import { loadAuthApi } from './auth-contract';
import { clearStoredSession, readStoredSession, writeStoredTokens } from './tokens';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** ErrorBody.details: parse with the schema of the code's contract before use. */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Listener = () => void;
const sessionEndedListeners = new Set<Listener>();
const tokensChangedListeners = new Set<Listener>();

/** Called when a refresh failed and the stored session was cleared. */
export function onSessionEnded(listener: Listener) {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export function onTokensChanged(listener: Listener) {
  tokensChangedListeners.add(listener);
  return () => tokensChangedListeners.delete(listener);
}

// Single flight: many parallel 401s share one POST /auth/refresh, or the server's
// rotation reuse detection would revoke the family and log the student out.
let refreshInFlight: Promise<boolean> | null = null;

export function refreshTokens(): Promise<boolean> {
  refreshInFlight ??= doRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function endSession() {
  clearStoredSession();
  sessionEndedListeners.forEach((listener) => listener());
}

async function doRefresh(): Promise<boolean> {
  const stored = readStoredSession();
  if (!stored) return false;
  let response: Response;
  let authApi: Awaited<ReturnType<typeof loadAuthApi>>;
  try {
    // The contract comes first: a rotated token is only of use if its answer can be read.
    authApi = await loadAuthApi();
    response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: stored.refreshToken }),
    });
  } catch {
    // The answer (or the contract's download) was lost, not refused: keep the session. The server gives a retry with the
    // same token a few seconds' grace (docs/decisions/0003-refresh-token-grace.md).
    return false;
  }
  if (response.ok) {
    // The envelope is read apart from request(), which would refresh on a 401.
    const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
    const tokens = authApi.refresh.answer.safeParse(body?.data);
    if (!tokens.success) return false;
    writeStoredTokens(tokens.data.accessToken, tokens.data.refreshToken);
    tokensChangedListeners.forEach((listener) => listener());
    return true;
  }
  // Another tab shares this storage and may have rotated the token first: its result is ours.
  if (readStoredSession()?.refreshToken !== stored.refreshToken) {
    tokensChangedListeners.forEach((listener) => listener());
    return readStoredSession() !== null;
  }
  if (response.status < 500) endSession();
  return false;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function urlOf(path: string, query: RequestOptions['query']) {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const token = readStoredSession()?.accessToken;
  return fetch(urlOf(path, options.query), {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/**
 * Calls /api{path}; resolves with `body.data`, still unchecked (call() parses it with the
 * endpoint's schema), and rejects with an ApiError carrying the server's message.
 */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  let response = await send(path, options);
  if (response.status === 401 && readStoredSession() && !path.startsWith('/auth/')) {
    if (await refreshTokens()) response = await send(path, options);
  }
  const body = (await response.json().catch(() => null)) as {
    data?: unknown;
    message?: string;
    code?: string;
    details?: unknown;
  } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      body?.code ?? 'HTTP_ERROR',
      body?.message ?? messages.generic,
      body?.details,
    );
  }
  return body?.data;
}

/** Downloads an authenticated file (CSV exports): fetch with the token, then save the blob. */
export async function downloadFile<D extends Download>(
  file: D,
  params: ParamsOf<D['path']>,
  filename: string,
): Promise<void> {
  const path = fillPath(file.path, params);
  let response = await send(path, {});
  if (response.status === 401 && (await refreshTokens())) response = await send(path, {});
  if (!response.ok) throw new ApiError(response.status, 'DOWNLOAD_FAILED', messages.generic);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}
