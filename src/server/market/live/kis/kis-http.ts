import { z } from 'zod';
import { fetchText } from '../http';
import { ProviderError } from '../provider-error';

/** 초당 거래건수를 초과하였습니다 (sent with HTTP 500). */
export const RATE_LIMITED = 'EGW00201';
/** 기간이 만료된 token / 유효하지 않은 token: reissue once and retry. */
export const TOKEN_REJECTED = new Set(['EGW00123', 'EGW00121']);
/** 접근토큰 발급 잠시 후 다시 시도하세요(1분당 1회). */
export const TOKEN_TOO_SOON = 'EGW00133';

/** The access token was refused; the caller reissues (once) and retries. */
export class KisTokenRejectedError extends ProviderError {
  constructor(message: string) {
    super('auth', message);
    this.name = 'KisTokenRejectedError';
  }
}

export interface KisRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  fetch: typeof fetch;
}

// KIS puts its reason in the body of 4xx/5xx answers: {rt_cd, msg_cd, msg1} on /uapi,
// {error_code, error_description} on /oauth2.
const zKisError = z.object({
  rt_cd: z.string().optional(),
  msg_cd: z.string().optional(),
  msg1: z.string().optional(),
  error_code: z.string().optional(),
  error_description: z.string().optional(),
});

function classify(url: string, status: number, json: unknown): ProviderError | undefined {
  const parsed = zKisError.safeParse(json);
  const body = parsed.success ? parsed.data : {};
  const code = body.msg_cd ?? body.error_code ?? '';
  const message = `${url}: HTTP ${status} ${code} ${body.msg1 ?? body.error_description ?? ''}`;
  if (code === RATE_LIMITED || code === TOKEN_TOO_SOON || status === 429) {
    return new ProviderError('rate-limited', message, status);
  }
  if (TOKEN_REJECTED.has(code)) return new KisTokenRejectedError(message);
  if (status === 401 || status === 403) return new ProviderError('auth', message, status);
  if (status < 200 || status > 299) return new ProviderError('http', message, status);
  if (body.rt_cd !== undefined && body.rt_cd !== '0') {
    return new ProviderError('http', message, status);
  }
  return undefined;
}

/**
 * One KIS call with a timeout, returning the JSON body of a successful answer. Unlike the shared
 * requestJson it reads the error body, since KIS reports rate limits and expired tokens there.
 */
export async function kisRequest(url: string, request: KisRequest): Promise<unknown> {
  const { response, text } = await fetchText(url, {
    ...request,
    // KIS asks for the JSON content type on every call, GETs included.
    headers: { 'content-type': 'application/json; charset=utf-8', ...request.headers },
  });
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    if (!response.ok) {
      throw new ProviderError('http', `${url}: HTTP ${response.status}`, response.status);
    }
    throw new ProviderError('malformed', `${url}: not JSON: ${text.slice(0, 200)}`);
  }
  const failure = classify(url, response.status, json);
  if (failure) throw failure;
  return json;
}
