import { tradingApi } from '../../../shared/contracts/trading';
import { Hono, type MiddlewareHandler } from 'hono';
import { zHistoryQuery, zTradeOrder, type TradeType } from '../../../shared/schemas/trading';
import type { ClassMarketService } from '../../services/class-market.service';
import type { OrdersService } from '../../services/orders.service';
import type { HistoryItem } from '../../../shared/schemas/reviews';
import type { AuthUser } from '../../services/authentication';
import type { TradingService } from '../../services/trading.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';
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
  const order = (side: TradeType) =>
    new Hono<AppEnv>().post(
      '/',
      requireRole(['STUDENT']),
      validate('json', zTradeOrder),
      async (c) =>
        reply(
          side === 'BUY' ? tradingApi.buy : tradingApi.sell,
          await trading.trade(
            c.get('user'),
            side,
            c.req.valid('json'),
            idempotencyKey(c.req.header('Idempotency-Key')),
          ),
        ),
    );
  return new Hono<AppEnv>()
    .use('*', deps.requireAuth, deps.requireWatchlist)
    .route('/buy', order('BUY'))
    .route('/sell', order('SELL'))
    .route('/', ordersRoutes(deps))
    .get('/history', validate('query', zHistoryQuery), (c) =>
      reply(tradingApi.history, deps.history(c.get('user'), c.req.valid('query').limit)),
    );
}
