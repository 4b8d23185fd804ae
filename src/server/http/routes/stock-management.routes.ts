import { stockManagementApi } from '../../../shared/contracts/stocks';
import type { MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import type { StockManagementService } from '../../services/stock-management.service';
import { ContractRouter } from '../contract-router';
import { requireRole, type AppEnv } from '../middleware/session';

/** /stock-management: teachers and admins choose the added and tracked stocks. */
export function stockManagementRoutes({
  management,
  requireAuth,
}: {
  management: StockManagementService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const staff = requireRole(['TEACHER', 'ADMIN'], messages.teacherOnly);
  return new ContractRouter('/stock-management', [requireAuth, staff])
    .serve(stockManagementApi.tracked, () => management.tracked())
    .serve(stockManagementApi.search, (c, { query }) => management.search(query.query, query.limit))
    .serve(stockManagementApi.add, (c, { body }) => management.add(body.symbol))
    .serve(stockManagementApi.setTracking, (c, { body }) =>
      management.setTracking(c.req.param('symbol').toUpperCase(), body.isTracked),
    );
}
