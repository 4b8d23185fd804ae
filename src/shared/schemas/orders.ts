import { z } from 'zod';
import { messages } from '../messages';
import { zTradeOrder, zTradeResult, zTradeType } from './trading';

// Orders (시장가 / 지정가): POST/GET /trading/orders, DELETE /trading/orders/:id (docs/product/trading.md#orders).

export const orderMessages = {
  limitPriceRequired: '지정가 주문에는 주문 가격을 입력해주세요',
  limitPriceInvalid: '주문 가격은 1원 이상의 정수로 입력해주세요',
  limitPriceForMarket: '시장가 주문에는 주문 가격을 넣을 수 없어요',
  orderNotFound: '주문을 찾을 수 없어요.',
  orderNotOpen: '이미 체결되었거나 취소된 주문이에요.',
} as const;

export const zOrderKind = z.enum(['MARKET', 'LIMIT']);
export type OrderKind = z.infer<typeof zOrderKind>;

export const zOrderStatus = z.enum(['OPEN', 'FILLED', 'CANCELLED', 'EXPIRED']);
export type OrderStatus = z.infer<typeof zOrderStatus>;

export const zPlaceOrder = zTradeOrder
  .extend({
    side: zTradeType,
    type: zOrderKind,
    limitPrice: z
      .number({ error: orderMessages.limitPriceInvalid })
      .int({ error: orderMessages.limitPriceInvalid })
      .positive({ error: orderMessages.limitPriceInvalid })
      .max(100_000_000, { error: orderMessages.limitPriceInvalid })
      .optional(),
  })
  .superRefine((order, ctx) => {
    if (order.type === 'LIMIT' && order.limitPrice === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: orderMessages.limitPriceRequired,
        path: ['limitPrice'],
      });
    }
    if (order.type === 'MARKET' && order.limitPrice !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: orderMessages.limitPriceForMarket,
        path: ['limitPrice'],
      });
    }
  });
export type PlaceOrder = z.infer<typeof zPlaceOrder>;

export const zOrdersQuery = z.object({
  status: z
    .enum(['open', 'filled', 'cancelled', 'expired'], { error: messages.invalidInput })
    .default('open'),
  limit: z.coerce.number().int().min(1).max(1_000).default(200),
});

export const zOrder = z.object({
  id: z.number().int(),
  side: zTradeType,
  type: zOrderKind,
  symbol: z.string(),
  stockName: z.string(),
  quantity: z.number().int(),
  /** null for a market order. */
  limitPrice: z.number().int().nullable(),
  /** Cash held back for an open buy (quantity × limit + fee); 0 otherwise. */
  reservedCash: z.number().int(),
  status: zOrderStatus,
  reason: z.string(),
  /** The price it filled at, once filled. */
  fillPrice: z.number().int().nullable(),
  /** Why it was cancelled or expired, in Korean. */
  closeReason: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Order = z.infer<typeof zOrder>;

/** The answer to POST /trading/orders: the order, and the trade when it filled at once. */
export const zPlaceOrderResult = z.object({ order: zOrder, trade: zTradeResult.nullable() });
export type PlaceOrderResult = z.infer<typeof zPlaceOrderResult>;

/** What the trade modal needs to show 주문 가능 현금 / 주문 가능 수량 and warn before sending. */
export const zOrderContext = z.object({
  symbol: z.string(),
  market: z.string(),
  price: z.number().int().nullable(),
  previousClose: z.number().int().nullable(),
  cash: z.number().int(),
  reservedCash: z.number().int(),
  availableCash: z.number().int(),
  heldQuantity: z.number().int(),
  openSellQuantity: z.number().int(),
  orderableQuantity: z.number().int(),
  /** Value of this stock's holding at the current price and of everything the student owns. */
  positionValue: z.number().int(),
  totalAssets: z.number().int(),
  ordersToday: z.number().int(),
});
export type OrderContext = z.infer<typeof zOrderContext>;

export const zOrderContextQuery = z.object({
  symbol: z.string().regex(/^[0-9A-Z]{6}$/, { error: messages.invalidInput }),
});

/** Pushed to the student's own room when a resting order fills, expires or is cancelled. */
export const zOrderUpdate = z.object({ order: zOrder, serverTime: z.number().int() });
export type OrderUpdate = z.infer<typeof zOrderUpdate>;

/** A teacher's view of one student's open orders. */
export const zStudentOpenOrders = z.object({
  userId: z.number().int(),
  userName: z.string(),
  orders: z.array(zOrder),
});
export type StudentOpenOrders = z.infer<typeof zStudentOpenOrders>;
