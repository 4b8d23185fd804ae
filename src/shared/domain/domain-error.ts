/** Every reason a rule can refuse; the HTTP layer gives each one its status, checked by type. */
export type DomainErrorCode =
  | 'VALIDATION_ERROR'
  | 'ROSTER_INVALID'
  | 'ROSTER_HAS_ERRORS'
  | 'INVALID_QUANTITY'
  | 'REASON_REQUIRED'
  | 'REASON_TOO_LONG'
  | 'INVALID_AMOUNT'
  | 'AMOUNT_TOO_LARGE'
  | 'INVALID_CLASS_CODE'
  | 'UNAUTHORIZED'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_REFRESH_TOKEN'
  | 'FORBIDDEN'
  | 'PASSWORD_CHANGE_REQUIRED'
  | 'GUARDIAN_CONSENT_REQUIRED'
  | 'NOT_MIDDLE_SCHOOL'
  | 'CONSENT_DATE_IN_FUTURE'
  | 'TEMPORARY_PASSWORD_EXPIRED'
  | 'ACCOUNT_PENDING'
  | 'ACCOUNT_INACTIVE'
  | 'WATCHLIST_REQUIRED'
  | 'LEADERBOARD_CLOSED'
  | 'CLASS_ENDED'
  | 'CLASS_NOT_ENDED'
  | 'TARGET_CLASS_ENDED'
  | 'NOT_IN_CLASS'
  | 'STUDENT_NUMBER_TAKEN'
  | 'STUDENT_MOVED'
  | 'STUDENT_ERASED'
  | 'NOT_FOUND'
  | 'STOCK_NOT_FOUND'
  | 'CLASS_NOT_FOUND'
  | 'USER_NOT_FOUND'
  | 'STUDENT_NOT_FOUND'
  | 'DISPLAY_LINK_INVALID'
  | 'EMAIL_TAKEN'
  | 'USER_NOT_PENDING'
  | 'REPLAY_ONLY'
  | 'SETTING_LOCKED'
  | 'NOT_IN_WATCHLIST'
  | 'MARKET_CLOSED'
  | 'PRICE_UNAVAILABLE'
  | 'STOCK_HALTED'
  | 'INSUFFICIENT_CASH'
  | 'INSUFFICIENT_HOLDINGS'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'WATCHLIST_CHANGE_LIMIT'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_NOT_OPEN'
  | 'AUCTION_NOT_FOUND'
  | 'AUCTION_NOT_OPEN'
  | 'AUCTION_ALREADY_OPEN'
  | 'AUCTION_ONE_SIDE'
  | 'AUCTION_INCOME_TAKEN'
  | 'LESSON_TAX_TOO_HIGH'
  | 'LIMIT_PRICE_TICK'
  | 'LIMIT_PRICE_RANGE'
  | 'RULE_MARKET'
  | 'RULE_TRADING_HOURS'
  | 'RULE_DAILY_ORDERS'
  | 'RULE_POSITION_LIMIT'
  | 'REFLECTION_NOT_YET'
  | 'RATE_LIMITED'
  | 'MARKET_DATA_UNAVAILABLE'
  | 'ASSIGNMENT_NOT_FOUND'
  | 'NOT_A_CALCULATION'
  | 'NOT_TEACHER_MARKED'
  | 'ANSWER_NOT_READY'
  | 'ANSWER_ALREADY_CORRECT'
  | 'NOT_A_MARKET_COMPARE'
  | 'EXPLANATION_MARKED'
  | 'PRIVACY_OFFICER_REQUIRED';

/** What a screen needs to say more than the message (the class a waiting student asked to join). */
export type ErrorDetails = Readonly<Record<string, string | null>>;

// A rule was broken. `code` is the stable machine-readable reason; `message` is the Korean text
// the user sees.
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
