import { createHash } from 'node:crypto';
import { DomainError } from '../../shared/domain/domain-error';
import { kstDate } from '../../shared/domain/market/calendar';
import { checkLimitPrice } from '../../shared/domain/trading/limit-price';
import { assertAffordable, assertHeld } from '../../shared/domain/trading/order';
import { buyReservation, expiresAt, isCrossed } from '../../shared/domain/trading/reservation';
import { throwIfBroken } from '../../shared/domain/trading/rules/violation';
import {
  orderMessages,
  type Order,
  type OrderStatus,
  type PlaceOrder,
  type PlaceOrderResult,
} from '../../shared/schemas/orders';
import type { BackgroundHealth } from '../background-health';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { GroupCommit } from '../db/group-commit';
import { classRulesRepo, type ParsedRules } from '../db/repos/class-rules.repo';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { ordersRepo } from '../db/repos/orders.repo';
import type { AuthUser } from './accounts/authentication';
import type { PriceStore } from '../market/price-store';
import { answerOnce } from './trading/idempotent';
import { createOrderMatcher } from './trading/order-matcher';
import { assertClassRules, capacity } from './trading/order-rules';
import { createOrderFills } from './trading/order-fills';
import type { ServerEventBus } from '../../shared/realtime/server-events';
import { createRestingIndex } from './trading/resting-index';
import { executeTrade } from './trading/trade-execution';
import type { TradingService } from './trading.service';

export interface OrdersDeps {
  db: Db;
  /** Limit orders are placed in the same batches as market orders. */
  commits: GroupCommit;
  prices: PriceStore;
  clock: Clock;
  trading: TradingService;
  isMarketOpen: () => boolean;
  marketNow: () => Date;
  events: ServerEventBus;
  /** How fills run after a tick (setImmediate unless a test runs them at once). */
  defer?: (run: () => void) => void;
  background: BackgroundHealth;
  parsedRules: ParsedRules;
}

const requestHash = (order: PlaceOrder) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        order.side,
        order.type,
        order.symbol,
        order.quantity,
        order.limitPrice,
        order.reason,
      ]),
    )
    .digest('hex');

const notFound = () => new DomainError('ORDER_NOT_FOUND', orderMessages.orderNotFound);

export function createOrdersService(deps: OrdersDeps) {
  const { db, clock, trading } = deps;
  const index = createRestingIndex();
  const fills = createOrderFills({ ...deps, index });
  const matcher = createOrderMatcher({
    index,
    fill: fills.fillAll,
    expireDue: () => fills.expireDue(),
    marketNow: deps.marketNow,
    defer: deps.defer,
    background: deps.background,
  });
  // A restart resumes matching the open orders the database kept.
  for (const order of ordersRepo.resting(db)) index.add(order);

  /** A limit order fills at once when marketable, else rests with its reservation. */
  function placeLimit(tx: DbOrTx, user: AuthUser, order: PlaceOrder & { limitPrice: number }) {
    const { stock, quote, checked, account } = trading.load(tx, user, order.side, order);
    const { limitPrice, side } = order;
    throwIfBroken(
      checkLimitPrice({ limitPrice, previousClose: quote.previousClose, market: stock.market }),
    );
    const now = clock.now();
    const rules = classRulesRepo.find(tx, account.classId, deps.parsedRules);
    const marketable = isCrossed({ side, limitPrice, price: quote.price });
    const price = marketable ? quote.price : limitPrice;
    const placed = { account, rules, stock, side, quantity: checked.quantity, price, now };
    assertClassRules(tx, deps, { ...placed, placing: true });
    const room = capacity(tx, account, stock.id);
    const row = {
      userId: user.id,
      stockId: stock.id,
      side,
      type: 'LIMIT' as const,
      quantity: checked.quantity,
      limitPrice,
      reason: checked.reason,
      marketDay: kstDate(deps.marketNow()),
      createdAt: now,
    };
    if (marketable) {
      const done = executeTrade(tx, {
        ...placed,
        ...room,
        reason: checked.reason,
        priceSource: quote.source.label,
        marketDate: row.marketDay,
      });
      const saved = ordersRepo.insert(tx, {
        ...row,
        status: 'FILLED',
        tradeId: done.tradeId,
        closedAt: now,
      });
      const { tradeId: _tradeId, ...trade } = done;
      return { orderId: saved.id, trade: { ...trade, priceSource: quote.source } };
    }
    const reservedCash =
      side === 'BUY'
        ? buyReservation({ limitPrice, quantity: checked.quantity, feeRatePpm: rules.feeRatePpm })
        : 0;
    if (side === 'BUY') assertAffordable({ cash: room.spendableCash, total: reservedCash });
    else assertHeld({ held: room.sellableShares, quantity: checked.quantity });
    const saved = ordersRepo.insert(tx, { ...row, status: 'OPEN', reservedCash });
    return { orderId: saved.id, trade: null };
  }

  function placeLimitOnce(
    user: AuthUser,
    order: PlaceOrder & { limitPrice: number },
    key?: string,
  ) {
    const hash = requestHash(order);
    return deps.commits.run((tx) =>
      answerOnce(tx, { userId: user.id, key, hash, at: now() }, () => {
        // After the key lookup, like market orders: a retry is not another order.
        trading.limitOrders(user.id);
        const placed = placeLimit(tx, user, order);
        return { order: ordersRepo.view(tx, placed.orderId)!, trade: placed.trade };
      }),
    );
  }

  const now = () => clock.now();

  return {
    onQuotes: matcher.onQuotes,

    async place(user: AuthUser, order: PlaceOrder, key?: string): Promise<PlaceOrderResult> {
      if (order.type === 'MARKET' || order.limitPrice === undefined) {
        const trade = await trading.trade(user, order.side, order, key);
        const placed = ordersRepo.byTrade(db, trade.transaction.id);
        if (!placed) throw notFound();
        return { order: placed, trade };
      }
      const { result, replayed } = await placeLimitOnce(
        user,
        { ...order, limitPrice: order.limitPrice },
        key,
      );
      if (replayed) return result;
      if (result.trade) trading.announce(user, result.trade.transaction);
      else {
        index.add({ ...result.order, limitPrice: order.limitPrice });
        matcher.expiryAt(expiresAt(kstDate(deps.marketNow())));
      }
      return result;
    },

    list: (userId: number, status: OrderStatus, limit: number): Order[] =>
      ordersRepo.list(db, userId, status, limit),

    cancel(user: AuthUser, id: number): Order {
      const order = db.transaction(
        (tx) => {
          const row = ordersRepo.find(tx, id);
          if (!row || row.userId !== user.id) throw notFound();
          if (
            !ordersRepo.close(tx, id, {
              status: 'CANCELLED',
              at: now(),
              reason: '학생이 주문을 취소했습니다',
            })
          ) {
            throw new DomainError('ORDER_NOT_OPEN', orderMessages.orderNotOpen);
          }
          return ordersRepo.view(tx, id)!;
        },
        { behavior: 'immediate' },
      );
      index.remove(id);
      return order;
    },

    /** For tests and the restart check: how many orders the matcher is watching. */
    restingCount: () => index.size(),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
