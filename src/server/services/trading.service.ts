import { createHash } from 'node:crypto';
import { DomainError } from '../../shared/domain/domain-error';
import { kstDate, marketClosedMessage } from '../../shared/domain/market/calendar';
import { isQuoteOfAnotherDay } from '../../shared/domain/market/quote-day';
import { checkOrder } from '../../shared/domain/trading/order';
import { messages } from '../../shared/messages';
import { semesterMessages } from '../../shared/schemas/semester';
import type { TradeOrder, TradeResult, TradeType, Transaction } from '../../shared/schemas/trading';
import type { Clock } from '../clock';
import type { GroupCommit } from '../db/group-commit';
import { accountsRepo } from '../db/repos/accounts.repo';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { classRulesRepo, type ParsedRules } from '../db/repos/class-rules.repo';
import { ordersRepo } from '../db/repos/orders.repo';
import { tradesRepo } from '../db/repos/trades.repo';
import { watchlistRepo } from '../db/repos/watchlist.repo';
import type { AuthUser } from './accounts/authentication';
import type { ServerEventBus } from '../../shared/realtime/server-events';
import type { PriceStore } from '../market/price-store';
import { answerOnce } from './trading/idempotent';
import { assertClassRules, capacity } from './trading/order-rules';
import { createRateLimiter, takeAll, type RateLimit } from '../util/rate-limiter';
import { executeTrade } from './trading/trade-execution';

export interface TradingDeps {
  /** The connection's batches: market orders of one event-loop turn commit together. */
  commits: GroupCommit;
  prices: PriceStore;
  clock: Clock;
  /** Whether the provider's market is in its regular session (the replay's own time is). */
  isMarketOpen: () => boolean;
  events: ServerEventBus;
  orderRateLimit?: RateLimit;
  /** The market's own time: a replayed day keeps its real date (an order's market day). */
  marketNow?: () => Date;
  parsedRules: ParsedRules;
}

// A student thinks before each order (a rationale is required); more than this is a script or
// a stuck button, and would crowd out the class on one server (docs/product/api.md#rate-limits: trading per user).
export const ORDER_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };

const requestHash = (side: TradeType, order: TradeOrder) =>
  createHash('sha256')
    .update(JSON.stringify([side, order.symbol, order.quantity, order.reason]))
    .digest('hex');

export function createTradingService(deps: TradingDeps) {
  const { prices, clock, isMarketOpen } = deps;
  const marketNow = deps.marketNow ?? (() => clock.now());
  const orders = createRateLimiter({ clock, ...(deps.orderRateLimit ?? ORDER_RATE_LIMIT) });

  function load(tx: DbOrTx, user: AuthUser, side: TradeType, order: TradeOrder) {
    const account = accountsRepo.find(tx, user.id);
    if (!account) throw new DomainError('UNAUTHORIZED', messages.authRequired);
    if (account.classEndedAt !== null)
      throw new DomainError('CLASS_ENDED', semesterMessages.orderRefused);
    const stock = tradesRepo.stockBySymbol(tx, order.symbol);
    if (!stock) throw new DomainError('STOCK_NOT_FOUND', messages.stockNotFound);
    if (side === 'BUY' && !watchlistRepo.contains(tx, user.id, stock.id)) {
      throw new DomainError('NOT_IN_WATCHLIST', messages.notInWatchlist);
    }
    const marketDay = kstDate(marketNow());
    if (!isMarketOpen()) {
      throw new DomainError('MARKET_CLOSED', marketClosedMessage(marketDay));
    }
    // A stale quote (the provider failed; this is the last known price) is not one to trade at.
    const quote = prices.get(stock.symbol);
    if (!quote || quote.source.stale) {
      throw new DomainError('PRICE_UNAVAILABLE', messages.priceUnavailable);
    }
    if (isQuoteOfAnotherDay(quote, marketDay))
      throw new DomainError('PRICE_UNAVAILABLE', messages.quoteOfAnotherDay);
    if (quote.halted)
      throw new DomainError(
        'STOCK_HALTED',
        quote.noData ? messages.stockWithoutReplayData : messages.stockHalted,
      );
    const checked = checkOrder({ ...order, price: quote.price });
    return { stock, quote, source: quote.source, checked, account };
  }

  function announce(user: Pick<AuthUser, 'id' | 'classId' | 'name'>, transaction: Transaction) {
    deps.events.publish('portfolioChanged', { userId: user.id });
    if (user.classId === null) return;
    const { fee: _fee, tax: _tax, ...trade } = transaction;
    deps.events.publish('tradeExecuted', {
      ...trade,
      classId: user.classId,
      userId: user.id,
      userName: user.name,
    });
  }

  /** A market order: class rules, then the trade at the current price, recorded as an order. */
  function execute(tx: DbOrTx, user: AuthUser, side: TradeType, order: TradeOrder): TradeResult {
    const { stock, source, checked, account } = load(tx, user, side, order);
    const now = clock.now();
    const rules = classRulesRepo.find(tx, account.classId, deps.parsedRules);
    const price = checked.price;
    const placed = { account, rules, stock, side, quantity: checked.quantity, price, now };
    assertClassRules(tx, deps, { ...placed, placing: true });
    const done = executeTrade(tx, {
      ...placed,
      ...capacity(tx, account, stock.id),
      reason: checked.reason,
      priceSource: source.label,
      marketDate: kstDate(marketNow()),
    });
    ordersRepo.insert(tx, {
      userId: user.id,
      stockId: stock.id,
      side,
      type: 'MARKET',
      quantity: checked.quantity,
      status: 'FILLED',
      reason: checked.reason,
      marketDay: kstDate(marketNow()),
      tradeId: done.tradeId,
      createdAt: now,
      closedAt: now,
    });
    const { tradeId: _tradeId, ...result } = done;
    return { ...result, priceSource: source };
  }

  /** Market and limit orders share the per-student limit. */
  function limitOrders(userId: number) {
    takeAll([orders, String(userId)]);
  }

  return {
    /** The checks every order passes first: stock, watchlist, market hours, a fresh price, the order itself. */
    load,
    limitOrders,
    /** Tells the class feed and the student's portfolio about a committed trade. */
    announce,
    /**
     * The trade in the next group commit, in its own savepoint: orders run one after another in
     * arrival order, so each sees the cash and holding the previous one left, and the answer
     * comes only once the trade is committed. With an Idempotency-Key the first successful
     * answer is stored in the same savepoint and returned to any retry.
     */
    async trade(
      user: AuthUser,
      side: TradeType,
      order: TradeOrder,
      key?: string,
    ): Promise<TradeResult> {
      const hash = requestHash(side, order);
      const { result, replayed } = await deps.commits.run((tx) =>
        answerOnce(tx, { userId: user.id, key, hash, at: clock.now() }, () => {
          takeAll([orders, String(user.id)]);
          return execute(tx, user, side, order);
        }),
      );
      if (!replayed) announce(user, result.transaction);
      return result;
    },
  };
}

export type TradingService = ReturnType<typeof createTradingService>;
