import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { idempotencyRepo } from '../../db/repos/idempotency.repo';

/**
 * Inside the caller's transaction: with an Idempotency-Key already used by the same request the
 * stored first answer comes back (a different request is a 422), otherwise `fresh` runs and its
 * answer is stored with the key. Only a fresh request runs `fresh`, so a retry whose answer was
 * lost never counts against the order limit checked there.
 */
export function answerOnce<T>(
  tx: DbOrTx,
  request: { userId: number; key?: string; hash: string; at: Date },
  fresh: () => T,
): { result: T; replayed: boolean } {
  const { userId, key, hash } = request;
  const stored = key === undefined ? undefined : idempotencyRepo.find(tx, userId, key);
  if (stored) {
    if (stored.requestHash !== hash)
      throw new DomainError('IDEMPOTENCY_KEY_REUSED', messages.idempotencyKeyReused);
    return { result: JSON.parse(stored.responseBody) as T, replayed: true };
  }
  const result = fresh();
  if (key !== undefined) {
    idempotencyRepo.insert(tx, {
      userId,
      key,
      requestHash: hash,
      status: 200,
      responseBody: JSON.stringify(result),
      createdAt: request.at,
    });
  }
  return { result, replayed: false };
}
