import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zAddStock, zManagementSearchQuery, zTracking } from '../../../shared/schemas/stocks';
import type { StockManagementService } from '../../services/stock-management.service';
import { ok } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** /stock-management: teachers and admins choose the added and tracked stocks. */
export function stockManagementRoutes({
  management,
  requireAuth,
}: {
  management: StockManagementService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>()
    .use('*', requireAuth, requireRole(['TEACHER', 'ADMIN'], messages.teacherOnly))
    .get('/tracked', () => ok(management.tracked()))
    .get('/search', validate('query', zManagementSearchQuery), (c) => {
      const { query, limit } = c.req.valid('query');
      return ok(management.search(query, limit));
    })
    .post('/add', validate('json', zAddStock), (c) =>
      ok(management.add(c.req.valid('json').symbol)),
    )
    .patch('/:symbol/tracking', validate('json', zTracking), (c) =>
      ok(
        management.setTracking(c.req.param('symbol').toUpperCase(), c.req.valid('json').isTracked),
      ),
    );
}
