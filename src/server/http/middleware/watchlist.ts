import { createMiddleware } from 'hono/factory';
import type { WatchlistService } from '../../services/watchlist.service';
import type { AppEnv } from './session';

/** Use after requireAuth: a student must choose a watchlist before trading or a portfolio. */
export function createRequireWatchlist({
  watchlist,
}: {
  watchlist: Pick<WatchlistService, 'assertChosen'>;
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    watchlist.assertChosen(c.get('user'));
    await next();
  });
}
