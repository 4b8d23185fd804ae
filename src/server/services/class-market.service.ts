import { DomainError } from '../../shared/domain/domain-error';
import { describeRuleChanges } from '../../shared/domain/trading/rules/rule-changes';
import { messages } from '../../shared/messages';
import type { ClassRules, MyClassRules, RuleChangeEntry } from '../../shared/schemas/class-rules';
import type { OrderContext, StudentOpenOrders } from '../../shared/schemas/orders';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { classRulesRepo, type ParsedRules } from '../db/repos/class-rules.repo';
import { classesRepo } from '../db/repos/classes.repo';
import { ordersRepo } from '../db/repos/orders.repo';
import { tradesRepo } from '../db/repos/trades.repo';
import type { AuthUser } from './accounts/authentication';
import type { PriceStore } from '../market/price-store';
import { capacity, kstDayStart, totalAssets } from './trading/order-rules';
import { findManagedClass } from './classes/class-access';
import type { ServerEventBus } from '../../shared/realtime/server-events';

const LOG_LENGTH = 50;

/** 우리 반 규칙: the teacher edits and logs them; students read them and their order room. */
export function createClassMarketService(deps: {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  /** Told after new rules commit: a regular deposit due today (the class's first day) lands now. */
  events: ServerEventBus;
  parsedRules: ParsedRules;
}) {
  const { db, prices, clock } = deps;

  function accountOf(user: AuthUser) {
    const account = accountsRepo.find(db, user.id);
    if (!account) throw new DomainError('UNAUTHORIZED', messages.authRequired);
    return account;
  }

  return {
    myRules(user: AuthUser): MyClassRules {
      const account = accountOf(user);
      return {
        className: account.className,
        rules: classRulesRepo.find(db, account.classId, deps.parsedRules),
        ordersToday: ordersRepo.countSince(db, user.id, kstDayStart(clock.now())),
        reflectionRequired:
          account.classId !== null &&
          (classesRepo.findById(db, account.classId)?.reflectionRequired ?? false),
      };
    },

    orderContext(user: AuthUser, symbol: string): OrderContext {
      const account = accountOf(user);
      const stock = tradesRepo.stockBySymbol(db, symbol);
      if (!stock) throw new DomainError('STOCK_NOT_FOUND', messages.stockNotFound);
      const room = capacity(db, account, stock.id);
      const assets = totalAssets(db, prices, account);
      const quote = prices.get(symbol);
      return {
        symbol,
        market: stock.market,
        price: quote?.price ?? null,
        previousClose: quote?.previousClose ?? null,
        cash: account.cash,
        reservedCash: room.reserved,
        availableCash: room.spendableCash,
        heldQuantity: room.held,
        openSellQuantity: room.openSells,
        orderableQuantity: room.sellableShares,
        positionValue: assets.positionOf(stock.id).value,
        totalAssets: assets.total,
        ordersToday: ordersRepo.countSince(db, user.id, kstDayStart(clock.now())),
      };
    },

    rules: (actor: AuthUser, classId: number): ClassRules =>
      classRulesRepo.find(db, findManagedClass(db, actor, classId).id, deps.parsedRules),

    /** New rules apply to new orders (and fills from now on); the change is logged. */
    saveRules(actor: AuthUser, classId: number, rules: ClassRules): ClassRules {
      findManagedClass(db, actor, classId);
      const changed = db.transaction(
        (tx) => {
          const changes = describeRuleChanges(
            classRulesRepo.find(tx, classId, deps.parsedRules),
            rules,
          );
          if (changes.length === 0) return false;
          classRulesRepo.save(tx, classId, rules);
          classRulesRepo.logChange(tx, { classId, changedBy: actor.id, changes, at: clock.now() });
          return true;
        },
        { behavior: 'immediate' },
      );
      if (changed) deps.events.publish('classRulesSaved', { classId });
      return rules;
    },

    changes: (actor: AuthUser, classId: number): RuleChangeEntry[] =>
      classRulesRepo.changes(db, findManagedClass(db, actor, classId).id, LOG_LENGTH),

    openOrders(actor: AuthUser, classId: number): StudentOpenOrders[] {
      const students = ordersRepo.studentsOfClass(db, findManagedClass(db, actor, classId).id);
      const open = ordersRepo.openOfUsers(
        db,
        students.map((s) => s.id),
      );
      return students
        .map((s) => ({
          userId: s.id,
          userName: s.name,
          orders: open.filter((o) => o.userId === s.id).map(({ userId: _u, ...order }) => order),
        }))
        .filter((s) => s.orders.length > 0);
    },
  };
}

export type ClassMarketService = ReturnType<typeof createClassMarketService>;
