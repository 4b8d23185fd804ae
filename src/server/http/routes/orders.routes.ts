import { tradingApi } from '../../../shared/contracts/trading';
import { Hono } from 'hono';
import { zIdParam } from '../../../shared/schemas/strict';
import { zOrderContextQuery, zOrdersQuery, zPlaceOrder } from '../../../shared/schemas/orders';
import type { OrderStatus } from '../../../shared/schemas/orders';
import type { ClassMarketService } from '../../services/class-market.service';
import type { OrdersService } from '../../services/orders.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';
import { idempotencyKey } from './idempotency-key';

/** Mounted inside the trading router (signed in, watchlist chosen). */
export function ordersRoutes({
  orders,
  classMarket,
}: {
  orders: OrdersService;
  classMarket: ClassMarketService;
}) {
  const student = requireRole(['STUDENT']);
  return new Hono<AppEnv>()
    .post('/orders', student, validate('json', zPlaceOrder), async (c) =>
      reply(
        tradingApi.placeOrder,
        await orders.place(
          c.get('user'),
          c.req.valid('json'),
          idempotencyKey(c.req.header('Idempotency-Key')),
        ),
      ),
    )
    .get('/orders', student, validate('query', zOrdersQuery), (c) => {
      const { status, limit } = c.req.valid('query');
      return reply(
        tradingApi.orders,
        orders.list(c.get('user').id, status.toUpperCase() as OrderStatus, limit),
      );
    })
    .delete('/orders/:id', student, validate('param', zIdParam), (c) =>
      reply(tradingApi.cancelOrder, orders.cancel(c.get('user'), c.req.valid('param').id)),
    )
    .get('/rules', student, (c) => reply(tradingApi.rules, classMarket.myRules(c.get('user'))))
    .get('/order-context', student, validate('query', zOrderContextQuery), (c) =>
      reply(
        tradingApi.orderContext,
        classMarket.orderContext(c.get('user'), c.req.valid('query').symbol),
      ),
    );
}
