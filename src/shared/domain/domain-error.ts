// A rule was broken. `code` is the stable machine-readable reason (UPPER_SNAKE);
// `message` is the Korean text the user sees. The HTTP layer maps codes to statuses.
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
