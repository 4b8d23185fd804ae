import { stockManagementApi } from '../../../shared/contracts/stocks';
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zAddStock, zManagementSearchQuery, zTracking } from '../../../shared/schemas/stocks';
import type { StockManagementService } from '../../services/stock-management.service';
import { reply } from '../envelope';
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
    .get('/tracked', () => reply(stockManagementApi.tracked, management.tracked()))
    .get('/search', validate('query', zManagementSearchQuery), (c) => {
      const { query, limit } = c.req.valid('query');
      return reply(stockManagementApi.search, management.search(query, limit));
    })
    .post('/add', validate('json', zAddStock), (c) =>
      reply(stockManagementApi.add, management.add(c.req.valid('json').symbol)),
    )
    .patch('/:symbol/tracking', validate('json', zTracking), (c) =>
      reply(
        stockManagementApi.setTracking,
        management.setTracking(c.req.param('symbol').toUpperCase(), c.req.valid('json').isTracked),
      ),
    );
}
