import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorCode } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import { RateLimitedError } from '../../services/rate-limiter';
import { fail } from '../envelope';

// One table from domain error codes to HTTP statuses; a new code does not compile until it has one.
const statusByCode: Record<DomainErrorCode, ContentfulStatusCode> = {
  VALIDATION_ERROR: 400,
  INVALID_QUANTITY: 400,
  REASON_REQUIRED: 400,
  REASON_TOO_LONG: 400,
  INVALID_AMOUNT: 400,
  INVALID_CLASS_CODE: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_REFRESH_TOKEN: 401,
  FORBIDDEN: 403,
  ACCOUNT_PENDING: 403,
  ACCOUNT_INACTIVE: 403,
  WATCHLIST_REQUIRED: 403,
  NOT_FOUND: 404,
  STOCK_NOT_FOUND: 404,
  CLASS_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  STUDENT_NOT_FOUND: 404,
  DISPLAY_LINK_INVALID: 404,
  EMAIL_TAKEN: 409,
  USER_NOT_PENDING: 409,
  // 시장 설정: only the embedded replay has one; the environment fixed this setting.
  REPLAY_ONLY: 409,
  SETTING_LOCKED: 409,
  // Business rules: the request was understood and refused.
  NOT_IN_WATCHLIST: 422,
  MARKET_CLOSED: 422,
  PRICE_UNAVAILABLE: 422,
  INSUFFICIENT_CASH: 422,
  INSUFFICIENT_HOLDINGS: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  WATCHLIST_CHANGE_LIMIT: 422,
  RATE_LIMITED: 429,
  // The live provider failed or has not priced the stock yet: worth retrying, nothing is wrong with the request.
  MARKET_DATA_UNAVAILABLE: 503,
};

export function statusOf(code: DomainErrorCode): ContentfulStatusCode {
  return statusByCode[code];
}

export function validationFailure(
  c: Context,
  error: { issues: ReadonlyArray<{ message: string }> },
) {
  return fail(c, 400, 'VALIDATION_ERROR', error.issues[0]?.message ?? messages.invalidInput);
}

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof RateLimitedError) c.header('Retry-After', String(err.retryAfterSeconds));
  if (err instanceof DomainError) return fail(c, statusOf(err.code), err.code, err.message);
  if (err instanceof ZodError) return validationFailure(c, err);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status === 413) return fail(c, 413, 'PAYLOAD_TOO_LARGE', messages.bodyTooLarge);
    if (status === 400) return fail(c, 400, 'VALIDATION_ERROR', messages.invalidInput);
    return fail(c, status, 'HTTP_ERROR', messages.generic);
  }
  console.error(`[${c.req.method} ${c.req.path}]`, err);
  return fail(c, 500, 'INTERNAL_ERROR', messages.serverError);
};

export const onNotFound: NotFoundHandler = (c) => fail(c, 404, 'NOT_FOUND', messages.notFound);
