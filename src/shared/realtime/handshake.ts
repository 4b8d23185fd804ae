// The socket's handshake words and limits. Plain TypeScript, no zod: the first client script
// imports them, and /login's script carries no zod (tests/e2e/loading.spec.ts).

/**
 * The handshake auth of a client that asks for each order book it shows (books:subscribe): a
 * trading page of 10 stocks shows none, and every book a second each was most of its frames.
 * Without it a client gets the book of every symbol it subscribed, as before.
 */
export const BOOKS_ON_REQUEST_AUTH = { books: 'asked' } as const;

/** Why a handshake was refused; the client refreshes its token on TOKEN_INVALID, then reconnects. */
export const HANDSHAKE_TOKEN_INVALID = 'TOKEN_INVALID';
/**
 * A user signed in with a temporary password: like every API call but the password change, the
 * live socket waits until they have chosen their own (the client opens it only then).
 */
export const HANDSHAKE_PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';
/** A 중학교 class's student awaiting their guardian's consent: no live data either. */
export const HANDSHAKE_GUARDIAN_CONSENT_REQUIRED = 'GUARDIAN_CONSENT_REQUIRED';

export const realtimeLimits = {
  symbolsPerSocket: 50,
  subscribeEventsPerMinute: 60,
  /** Ticks per symbol are coalesced and flushed at this interval (at most a few a second). */
  flushIntervalMs: 250,
} as const;
