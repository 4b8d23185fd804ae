import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';

const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** The optional Idempotency-Key header: printable ASCII, at most 100 characters. */
export function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY_PATTERN.test(header)) {
    throw new DomainError('VALIDATION_ERROR', messages.invalidIdempotencyKey);
  }
  return header;
}
