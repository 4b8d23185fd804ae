import { DomainError } from '../../../shared/domain/domain-error';
import { kstDate } from '../../../shared/domain/market/calendar';
import { expiresAt, isExpired } from '../../../shared/domain/trading/reservation';
import type { ServerEventBus } from '../../../shared/realtime/server-events';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { GroupCommit } from '../../db/group-commit';
import { accountsRepo } from '../../db/repos/accounts.repo';
import { classRulesRepo, type ParsedRules } from '../../db/repos/class-rules.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { ordersRepo, type OrderRow } from '../../db/repos/orders.repo';
import { tradesRepo } from '../../db/repos/trades.repo';
import type { PriceStore } from '../../market/price-store';
import { assertClassRules, capacity } from './order-rules';
import type { RestingIndex } from './resting-index';
import { executeTrade } from './trade-execution';
import type { TradingService } from '../trading.service';

export const EXPIRED_REASON = '장이 마감되어 주문이 만료되었습니다';

interface FillDeps {
  db: Db;
  commits: GroupCommit;
  prices: PriceStore;
  clock: Clock;
  trading: TradingService;
  marketNow: () => Date;
  index: RestingIndex;
  events: ServerEventBus;
  parsedRules: ParsedRules;
}

/**
 * Tells the student (a toast) and the class page that an order filled, expired or was cancelled,
 * once the change has committed.
 */
export function announceOrder(db: DbOrTx, events: ServerEventBus, userId: number, orderId: number) {
  const order = ordersRepo.view(db, orderId);
  if (!order) return;
  events.publish('orderChanged', { userId, order });
  const account = accountsRepo.find(db, userId);
  if (order.status !== 'FILLED' && account?.classId)
    events.publish('classOrderClosed', {
      classId: account.classId,
      userName: account.name,
      order,
    });
}

/** Fills of resting orders (a group commit per slice of a tick's fills) and their expiries. */
export function createOrderFills(deps: FillDeps) {
  const { db, clock } = deps;

  /** The fill at the order's limit, or its cancellation when a class rule now forbids it. */
  function settle(tx: DbOrTx, order: OrderRow) {
    const account = accountsRepo.find(tx, order.userId);
    const stock = tradesRepo.stockById(tx, order.stockId);
    const now = clock.now();
    if (!account || !stock || order.limitPrice === null) return null;
    const rules = classRulesRepo.find(tx, account.classId, deps.parsedRules);
    const placed = {
      account,
      rules,
      stock,
      side: order.side,
      quantity: order.quantity,
      price: order.limitPrice,
      now,
    };
    try {
      assertClassRules(tx, deps, { ...placed, placing: false });
      const room = capacity(tx, account, stock.id);
      // This order's own reservation (cash or shares) is released by its fill.
      const done = executeTrade(tx, {
        ...placed,
        spendableCash: room.spendableCash + order.reservedCash,
        sellableShares: room.sellableShares + (order.side === 'SELL' ? order.quantity : 0),
        reason: order.reason,
        priceSource: deps.prices.get(stock.symbol)?.source.label ?? '지정가 체결',
        marketDate: kstDate(deps.marketNow()),
      });
      ordersRepo.close(tx, order.id, { status: 'FILLED', at: now, tradeId: done.tradeId });
      return { account, transaction: done.transaction };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      ordersRepo.close(tx, order.id, { status: 'CANCELLED', at: now, reason: error.message });
      return { account, transaction: null };
    }
  }

  const tell = (userId: number, orderId: number) => announceOrder(db, deps.events, userId, orderId);

  return {
    /**
     * Fills these crossed orders in one transaction, each in its own savepoint, and tells each
     * student after the commit. An unexpected error undoes only its own fill and is rethrown
     * once the others are told.
     */
    fillAll(orderIds: number[]) {
      const outcomes = deps.commits.together(
        orderIds.map((orderId) => (tx: DbOrTx) => {
          const order = ordersRepo.find(tx, orderId);
          // A cancel or an expiry got there first: nothing to do.
          if (!order || order.status !== 'OPEN') return null;
          return settle(tx, order);
        }),
      );
      outcomes.forEach((outcome, i) => {
        if (!outcome.ok || !outcome.value) return;
        const { account, transaction } = outcome.value;
        if (transaction) deps.trading.announce(account, transaction);
        tell(account.id, orderIds[i]!);
      });
      const failed = outcomes.find((outcome) => !outcome.ok);
      if (failed) throw failed.error;
    },

    /** Expires every open order whose session closed; answers the next expiry (ms). */
    expireDue(): number {
      const now = deps.marketNow();
      const open = ordersRepo.resting(db);
      const due = open.filter((o) => isExpired({ marketDay: o.marketDay, now }));
      const expired =
        due.length === 0
          ? []
          : db.transaction(
              (tx) =>
                due.filter((o) =>
                  ordersRepo.close(tx, o.id, {
                    status: 'EXPIRED',
                    at: clock.now(),
                    reason: EXPIRED_REASON,
                  }),
                ),
              { behavior: 'immediate' },
            );
      for (const order of expired) {
        deps.index.remove(order.id);
        tell(order.userId, order.id);
      }
      const remaining = open.filter((o) => !due.includes(o)).map((o) => expiresAt(o.marketDay));
      return remaining.length > 0 ? Math.min(...remaining) : Infinity;
    },
  };
}
