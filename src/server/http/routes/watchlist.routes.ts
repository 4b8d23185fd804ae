import { watchlistApi } from '../../../shared/contracts/stocks';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { zWatchlistSave } from '../../../shared/schemas/trading';
import { presetNames, type WatchlistService } from '../../services/watchlist.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

const zPresetParam = z.object({ name: z.enum(presetNames) });

/** Guards are per route: other routers (stock search, stats) share the /watchlist prefix. */
export function watchlistRoutes(deps: {
  watchlist: WatchlistService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const { watchlist, requireAuth } = deps;
  return new Hono<AppEnv>()
    .get('/', requireAuth, (c) => reply(watchlistApi.list, watchlist.list(c.get('user').id)))
    .post('/', requireAuth, requireRole(['STUDENT']), validate('json', zWatchlistSave), (c) =>
      reply(watchlistApi.save, watchlist.save(c.get('user').id, c.req.valid('json').stockIds)),
    )
    .get('/can-change', requireAuth, (c) =>
      reply(watchlistApi.canChange, watchlist.canChange(c.get('user').id)),
    )
    .get('/presets/:name', requireAuth, validate('param', zPresetParam), (c) =>
      reply(watchlistApi.preset, watchlist.preset(c.req.valid('param').name)),
    );
}
