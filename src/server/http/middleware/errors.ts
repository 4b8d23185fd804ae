import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorCode } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import { isDatabaseBusy } from '../../db/busy';
import { isStorageFull } from '../../db/storage-full';
import { isUniqueViolation } from '../../db/unique-violation';
import { RateLimitedError } from '../../util/rate-limiter';
import { fail } from '../envelope';

// One table from domain error codes to HTTP statuses; a new code does not compile until it has one.
const statusByCode: Record<DomainErrorCode, ContentfulStatusCode> = {
  VALIDATION_ERROR: 400,
  // A 명렬표 that cannot be read at all (no header, too many lines).
  ROSTER_INVALID: 400,
  INVALID_QUANTITY: 400,
  REASON_REQUIRED: 400,
  REASON_TOO_LONG: 400,
  INVALID_AMOUNT: 400,
  INVALID_CLASS_CODE: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_REFRESH_TOKEN: 401,
  FORBIDDEN: 403,
  // A temporary password was used: only the password change is open until it succeeds.
  PASSWORD_CHANGE_REQUIRED: 403,
  // A 중학교 class's student before their teacher confirms the guardian's consent.
  GUARDIAN_CONSENT_REQUIRED: 403,
  // Consent is confirmed only in a class marked 중학교; a consent dated after today is a typo.
  NOT_MIDDLE_SCHOOL: 409,
  CONSENT_DATE_IN_FUTURE: 400,
  // The right one-time password, after its card's last day: the teacher prints a new card.
  TEMPORARY_PASSWORD_EXPIRED: 403,
  ACCOUNT_PENDING: 403,
  ACCOUNT_INACTIVE: 403,
  WATCHLIST_REQUIRED: 403,
  // The teacher does not show this class's students the leaderboard.
  LEADERBOARD_CLOSED: 403,
  // The class was ended (종료): its students read their record and place no orders.
  CLASS_ENDED: 403,
  NOT_FOUND: 404,
  STOCK_NOT_FOUND: 404,
  CLASS_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  STUDENT_NOT_FOUND: 404,
  DISPLAY_LINK_INVALID: 404,
  ORDER_NOT_FOUND: 404,
  ASSIGNMENT_NOT_FOUND: 404,
  NOT_A_CALCULATION: 422,
  NOT_TEACHER_MARKED: 422,
  ANSWER_NOT_READY: 422,
  NOT_A_MARKET_COMPARE: 422,
  EXPLANATION_MARKED: 409,
  PRIVACY_OFFICER_REQUIRED: 409,
  AUCTION_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  USER_NOT_PENDING: 409,
  // 시장 설정: only the embedded replay has one; the environment fixed this setting.
  REPLAY_ONLY: 409,
  SETTING_LOCKED: 409,
  // A limit order already filled, cancelled or expired.
  ORDER_NOT_OPEN: 409,
  // Moving students: their class still runs, the target has ended, or it has their 학번. An
  // ended class also takes no imported or approved students.
  CLASS_NOT_ENDED: 409,
  TARGET_CLASS_ENDED: 409,
  STUDENT_NUMBER_TAKEN: 409,
  // A password reset asked for a moved student's record, which no longer signs in.
  STUDENT_MOVED: 409,
  // One student's 파기 asked again: it was done, and once is all it can be.
  STUDENT_ERASED: 409,
  // A class call auction already closed or cancelled; a second one opened beside a running one.
  AUCTION_NOT_OPEN: 409,
  AUCTION_ALREADY_OPEN: 409,
  // A 계산 과제 answered right is complete: another answer would only be stored.
  ANSWER_ALREADY_CORRECT: 409,
  // Business rules: the request was understood and refused.
  NOT_IN_WATCHLIST: 422,
  MARKET_CLOSED: 422,
  PRICE_UNAVAILABLE: 422,
  STOCK_HALTED: 422,
  INSUFFICIENT_CASH: 422,
  // A balance that integer money could no longer hold exactly: refused, never rounded.
  AMOUNT_TOO_LARGE: 422,
  INSUFFICIENT_HOLDINGS: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  // Some lines of a 명렬표 are wrong and the teacher has not confirmed importing the rest.
  ROSTER_HAS_ERRORS: 422,
  WATCHLIST_CHANGE_LIMIT: 422,
  LIMIT_PRICE_TICK: 422,
  LIMIT_PRICE_RANGE: 422,
  // A class rule (우리 반 규칙) the order would break.
  RULE_MARKET: 422,
  RULE_TRADING_HOURS: 422,
  RULE_DAILY_ORDERS: 422,
  RULE_POSITION_LIMIT: 422,
  // A student's buy and sell in one call auction would trade with each other.
  AUCTION_ONE_SIDE: 422,
  AUCTION_INCOME_TAKEN: 409,
  LESSON_TAX_TOO_HIGH: 422,
  // A reflection (회고) before its trade allows one.
  REFLECTION_NOT_YET: 422,
  // Students to move who are not (or no longer) in the class named.
  NOT_IN_CLASS: 422,
  RATE_LIMITED: 429,
  // The live provider failed or has not priced the stock yet: worth retrying, nothing is wrong with the request.
  MARKET_DATA_UNAVAILABLE: 503,
};

export function statusOf(code: DomainErrorCode): ContentfulStatusCode {
  return statusByCode[code];
}

export function validationFailure(error: { issues: ReadonlyArray<{ message: string }> }) {
  return fail(400, 'VALIDATION_ERROR', error.issues[0]?.message ?? messages.invalidInput);
}

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof RateLimitedError) {
    const refusal = fail(statusOf(err.code), err.code, err.message, {
      headers: { 'retry-after': String(err.retryAfterSeconds) },
    });
    if (err.holdMs === 0) return refusal;
    return new Promise<Response>((resolve) => setTimeout(resolve, err.holdMs, refusal));
  }
  if (err instanceof DomainError)
    return fail(statusOf(err.code), err.code, err.message, { details: err.details });
  if (err instanceof ZodError) return validationFailure(err);
  if (isDatabaseBusy(err))
    return fail(503, 'DATABASE_BUSY', messages.databaseBusy, {
      headers: { 'retry-after': '5' },
    });
  if (isStorageFull(err)) {
    console.error(`[${c.req.method} ${c.req.path}] storage full, nothing saved`);
    return fail(503, 'STORAGE_FULL', messages.storageFull);
  }
  // A row another request wrote between a service's check and its insert: a conflict, not a fault.
  if (isUniqueViolation(err)) return fail(409, 'ALREADY_EXISTS', messages.alreadyExists);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status === 413) return fail(413, 'PAYLOAD_TOO_LARGE', messages.bodyTooLarge);
    if (status === 400) return fail(400, 'VALIDATION_ERROR', messages.invalidInput);
    return fail(status, 'HTTP_ERROR', messages.generic);
  }
  console.error(`[${c.req.method} ${c.req.path}]`, err);
  return fail(500, 'INTERNAL_ERROR', messages.serverError);
};

export const onNotFound: NotFoundHandler = () => fail(404, 'NOT_FOUND', messages.notFound);
