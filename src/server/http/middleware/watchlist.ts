import { createMiddleware } from 'hono/factory';
import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import type { Db } from '../../db/connection';
import { watchlistRepo } from '../../db/repos/watchlist.repo';
import type { AppEnv } from './session';

/** Use after requireAuth: a student must choose a watchlist before trading or a portfolio. */
export function createRequireWatchlist({ db }: { db: Db }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (user.role === 'STUDENT' && watchlistRepo.count(db, user.id) === 0) {
      throw new DomainError('WATCHLIST_REQUIRED', messages.watchlistRequired);
    }
    await next();
  });
}
