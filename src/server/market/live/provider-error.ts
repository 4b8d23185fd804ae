import type { z } from 'zod';

/** Why a provider call failed; decides whether to retry soon, back off, or stop asking. */
export type ProviderErrorKind =
  'timeout' | 'network' | 'http' | 'rate-limited' | 'auth' | 'malformed';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status?: number,
    /** How long the provider asked us to wait (a 429's Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A zod check of a provider's answer: a mismatch is 'malformed', never a guessed number. */
export function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ProviderError('malformed', `${what}: ${parsed.error.message.slice(0, 300)}`);
}
