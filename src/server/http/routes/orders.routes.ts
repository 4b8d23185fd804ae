import { tradingApi } from '../../../shared/contracts/trading';
import { zIdParam } from '../../../shared/schemas/strict';
import type { OrderStatus } from '../../../shared/schemas/orders';
import type { ClassMarketService } from '../../services/class-market.service';
import type { OrdersService } from '../../services/orders.service';
import { ContractRouter } from '../contract-router';
import { requireRole } from '../middleware/session';
import { idempotencyKey } from './idempotency-key';

/** Mounted inside the trading router (signed in, watchlist chosen). */
export function ordersRoutes({
  orders,
  classMarket,
}: {
  orders: OrdersService;
  classMarket: ClassMarketService;
}) {
  const guards = [requireRole(['STUDENT'])];
  return new ContractRouter('/trading')
    .serve(tradingApi.placeOrder, { guards }, (c, { body }) =>
      orders.place(c.get('user'), body, idempotencyKey(c.req.header('Idempotency-Key'))),
    )
    .serve(tradingApi.orders, { guards }, (c, { query }) =>
      orders.list(c.get('user').id, query.status.toUpperCase() as OrderStatus, query.limit),
    )
    .serve(tradingApi.cancelOrder, { guards, params: zIdParam }, (c, { params }) =>
      orders.cancel(c.get('user'), params.id),
    )
    .serve(tradingApi.rules, { guards }, (c) => classMarket.myRules(c.get('user')))
    .serve(tradingApi.orderContext, { guards }, (c, { query }) =>
      classMarket.orderContext(c.get('user'), query.symbol),
    );
}
