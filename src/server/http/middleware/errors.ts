import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import { fail } from '../envelope';

// One table from domain error codes to HTTP statuses; codes not listed are business rules (422).
const statusByCode: Record<string, ContentfulStatusCode> = {
  VALIDATION_ERROR: 400,
  INVALID_QUANTITY: 400,
  REASON_REQUIRED: 400,
  REASON_TOO_LONG: 400,
  INVALID_AMOUNT: 400,
  INVALID_CLASS_CODE: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  INVALID_REFRESH_TOKEN: 401,
  FORBIDDEN: 403,
  ACCOUNT_PENDING: 403,
  ACCOUNT_INACTIVE: 403,
  WATCHLIST_REQUIRED: 403,
  NOT_FOUND: 404,
  STOCK_NOT_FOUND: 404,
  CLASS_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  DISPLAY_LINK_INVALID: 404,
  STUDENT_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  USER_NOT_PENDING: 409,
  CONFLICT: 409,
  ORDER_NOT_OPEN: 409,
  RATE_LIMITED: 429,
  // The live provider failed or has not priced the stock yet: worth retrying, nothing is wrong with the request.
  MARKET_DATA_UNAVAILABLE: 503,
};

export function statusOf(code: string): ContentfulStatusCode {
  return statusByCode[code] ?? 422;
}

export function validationFailure(
  c: Context,
  error: { issues: ReadonlyArray<{ message: string }> },
) {
  return fail(c, 400, 'VALIDATION_ERROR', error.issues[0]?.message ?? messages.invalidInput);
}

export const onError: ErrorHandler = (err, c) => {
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
