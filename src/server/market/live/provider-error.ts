/** Why a provider call failed; decides whether to retry soon, back off, or stop asking. */
export type ProviderErrorKind =
  'timeout' | 'network' | 'http' | 'rate-limited' | 'auth' | 'malformed';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
