import { tradingApi } from '../../../shared/contracts/trading';
import type { MiddlewareHandler } from 'hono';
import type { TradeOrder, TradeType } from '../../../shared/schemas/trading';
import type { ClassMarketService } from '../../services/class-market.service';
import type { OrdersService } from '../../services/orders.service';
import type { HistoryItem } from '../../../shared/schemas/reviews';
import type { AuthUser } from '../../services/accounts/authentication';
import type { TradingService } from '../../services/trading.service';
import { ContractRouter, type RouteContext } from '../contract-router';
import { requireRole, type AppEnv } from '../middleware/session';
import { idempotencyKey } from './idempotency-key';
import { ordersRoutes } from './orders.routes';

export function tradingRoutes(deps: {
  trading: TradingService;
  orders: OrdersService;
  classMarket: ClassMarketService;
  requireAuth: MiddlewareHandler<AppEnv>;
  requireWatchlist: MiddlewareHandler<AppEnv>;
  /** History items with the teacher's review and the student's reflection. */
  history: (user: AuthUser, limit: number) => HistoryItem[];
}) {
  const { trading } = deps;
  const student = { guards: [requireRole(['STUDENT'])] };
  const trade = (c: RouteContext<AppEnv>, side: TradeType, order: TradeOrder) =>
    trading.trade(c.get('user'), side, order, idempotencyKey(c.req.header('Idempotency-Key')));
  const router = new ContractRouter('/trading', [deps.requireAuth, deps.requireWatchlist])
    .serve(tradingApi.buy, student, (c, { body }) => trade(c, 'BUY', body))
    .serve(tradingApi.sell, student, (c, { body }) => trade(c, 'SELL', body));
  router.route('/', ordersRoutes(deps));
  return router.serve(tradingApi.history, (c, { query }) =>
    deps.history(c.get('user'), query.limit),
  );
}
