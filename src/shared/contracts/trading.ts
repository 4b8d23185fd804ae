import { zMyClassRules } from '../schemas/class-rules';
import {
  zOrder,
  zOrderContext,
  zOrderContextQuery,
  zOrdersQuery,
  zPlaceOrder,
  zPlaceOrderResult,
} from '../schemas/orders';
import { zFeedback, zHistoryItem, zReflection, zReflectionInput } from '../schemas/reviews';
import { zActedOn } from '../schemas/answers';
import { zHistoryQuery, zTradeOrder, zTradeResult } from '../schemas/trading';
import { endpoint } from './endpoint';

export const tradingApi = {
  buy: endpoint({ method: 'POST', path: '/trading/buy', body: zTradeOrder, answer: zTradeResult }),
  sell: endpoint({
    method: 'POST',
    path: '/trading/sell',
    body: zTradeOrder,
    answer: zTradeResult,
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/trading/orders',
    body: zPlaceOrder,
    answer: zPlaceOrderResult,
  }),
  orders: endpoint({
    method: 'GET',
    path: '/trading/orders',
    query: zOrdersQuery,
    answer: zOrder.array(),
  }),
  cancelOrder: endpoint({ method: 'DELETE', path: '/trading/orders/:id', answer: zOrder }),
  rules: endpoint({ method: 'GET', path: '/trading/rules', answer: zMyClassRules }),
  orderContext: endpoint({
    method: 'GET',
    path: '/trading/order-context',
    query: zOrderContextQuery,
    answer: zOrderContext,
  }),
  history: endpoint({
    method: 'GET',
    path: '/trading/history',
    query: zHistoryQuery,
    answer: zHistoryItem.array(),
  }),
  reflect: endpoint({
    method: 'POST',
    path: '/trading/trades/:id/reflection',
    body: zReflectionInput,
    answer: zReflection,
  }),
};

export const feedbackApi = {
  get: endpoint({ method: 'GET', path: '/feedback', answer: zFeedback }),
  markRead: endpoint({ method: 'POST', path: '/feedback/:id/read', answer: zActedOn }),
};
