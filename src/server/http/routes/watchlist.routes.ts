import { watchlistApi } from '../../../shared/contracts/stocks';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { presetNames, type WatchlistService } from '../../services/watchlist.service';
import { ContractRouter } from '../contract-router';
import { requireRole, type AppEnv } from '../middleware/session';

const zPresetParam = z.object({ name: z.enum(presetNames) });

/** Guards are per route: other routers (stock search, stats) share the /watchlist prefix. */
export function watchlistRoutes(deps: {
  watchlist: WatchlistService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const { watchlist, requireAuth } = deps;
  const signedIn = { guards: [requireAuth] };
  return new ContractRouter('/watchlist')
    .serve(watchlistApi.list, signedIn, (c) => watchlist.list(c.get('user').id))
    .serve(watchlistApi.save, { guards: [requireAuth, requireRole(['STUDENT'])] }, (c, { body }) =>
      watchlist.save(c.get('user').id, body.stockIds),
    )
    .serve(watchlistApi.canChange, signedIn, (c) => watchlist.canChange(c.get('user').id))
    .serve(watchlistApi.preset, { ...signedIn, params: zPresetParam }, (c, { params }) =>
      watchlist.preset(params.name),
    );
}
