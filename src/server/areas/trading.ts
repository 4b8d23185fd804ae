import { classRulesRoutes } from '../http/routes/class-rules.routes';
import { tradingRoutes } from '../http/routes/trading.routes';
import { deliver } from '../realtime/deliveries';
import { rooms } from '../realtime/rooms';
import { createClassMarketService } from '../services/class-market.service';
import { createOrdersService } from '../services/orders.service';
import type { FeedbackService } from '../services/reviews/feedback.service';
import { createTradingService } from '../services/trading.service';
import { area, at } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/** Orders and trades under the class's rules; resting orders fill as quotes arrive. */
export function createTradingArea(
  shared: Shared,
  { commits, parsedRules, requireAuth, requireWatchlist }: Common,
  { feedback }: { feedback: FeedbackService },
) {
  const trading = createTradingService({ ...shared, commits, parsedRules });
  const classMarket = createClassMarketService({ ...shared, parsedRules });
  const orders = createOrdersService({
    ...shared,
    commits,
    parsedRules,
    trading,
    defer: shared.deferFills,
  });
  return area(
    { trading },
    {
      routes: [
        at(
          '/trading',
          tradingRoutes({
            trading,
            orders,
            classMarket,
            requireAuth,
            requireWatchlist,
            history: feedback.history,
          }),
        ),
      ],
      teacherRoutes: [classRulesRoutes({ classMarket })],
      onQuotes: [orders.onQuotes],
    },
  );
}

export const tradingDeliveries = [
  // The teacher's class page: the trade in its feed, and its leaderboard asked again.
  deliver('tradeExecuted', (trade, out) => out.to(rooms.class(trade.classId)).emit('trade', trade)),
  deliver('tradeExecuted', ({ classId }, out) =>
    out.to(rooms.class(classId)).emit('leaderboard', { classId, serverTime: out.now() }),
  ),
  // A resting order filled, expired or was cancelled: a toast for its student.
  deliver('orderChanged', ({ userId, order }, out) =>
    out.to(rooms.user(userId)).emit('order', { order, serverTime: out.now() }),
  ),
  // Its expiry or cancellation in the class feed (a fill reaches it as a trade).
  deliver('classOrderClosed', (closed, out) =>
    out.to(rooms.class(closed.classId)).emit('class:order', closed),
  ),
];
