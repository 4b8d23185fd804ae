import { createMiddleware } from 'hono/factory';
import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import type { AppEnv } from './session';

/**
 * Use after requireAuth: a student must choose a watchlist before trading or a portfolio.
 * requireAuth read whether they have one in its own statement, so this runs no query.
 */
export const requireWatchlist = createMiddleware<AppEnv>((c, next) => {
  if (c.get('user').role === 'STUDENT' && !c.get('hasWatchlist'))
    throw new DomainError('WATCHLIST_REQUIRED', messages.watchlistRequired);
  return next();
});
