import { createHash } from 'node:crypto';
import { DomainError } from '../../shared/domain/domain-error';
import { executeBuy, executeSell } from '../../shared/domain/trading/ledger';
import { checkOrder } from '../../shared/domain/trading/order';
import { messages } from '../../shared/messages';
import type { TradeOrder, TradeResult, TradeType, Transaction } from '../../shared/schemas/trading';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import type { DbOrTx } from '../db/repos/db-or-tx';
import { holdingsRepo } from '../db/repos/holdings.repo';
import { idempotencyRepo } from '../db/repos/idempotency.repo';
import { ledgerRepo } from '../db/repos/ledger.repo';
import { tradesRepo, type StockRow } from '../db/repos/trades.repo';
import { watchlistRepo } from '../db/repos/watchlist.repo';
import type { AuthUser } from './authentication';
import type { ClassTrade } from '../../shared/realtime/events';
import type { PriceStore } from '../market/price-store';
import { createRateLimiter, takeAll, type RateLimit } from './rate-limiter';

export interface TradingDeps {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  /** Whether the provider's market is in its regular session (the replay's own time is). */
  isMarketOpen: () => boolean;
  events?: MoneyEvents;
  orderRateLimit?: RateLimit;
}

// A student thinks before each order (a rationale is required); more than this is a script or
// a stuck button, and would crowd out the class on one server (DESIGN §5: trading per user).
export const ORDER_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };

/** Told after a commit, for the realtime hub (class trade feed, the user's portfolio). */
export interface MoneyEvents {
  tradeExecuted(trade: ClassTrade): void;
  portfolioChanged(userId: number): void;
}

const requestHash = (side: TradeType, order: TradeOrder) =>
  createHash('sha256')
    .update(JSON.stringify([side, order.symbol, order.quantity, order.reason]))
    .digest('hex');

export function createTradingService(deps: TradingDeps) {
  const { db, prices, clock, isMarketOpen } = deps;
  const orders = createRateLimiter({ clock, ...(deps.orderRateLimit ?? ORDER_RATE_LIMIT) });

  function load(tx: DbOrTx, user: AuthUser, side: TradeType, order: TradeOrder) {
    const stock = tradesRepo.stockBySymbol(tx, order.symbol);
    if (!stock) throw new DomainError('STOCK_NOT_FOUND', messages.stockNotFound);
    if (side === 'BUY' && !watchlistRepo.contains(tx, user.id, stock.id)) {
      throw new DomainError('NOT_IN_WATCHLIST', messages.notInWatchlist);
    }
    if (!isMarketOpen()) throw new DomainError('MARKET_CLOSED', messages.marketClosed);
    // A stale quote (the provider failed; this is the last known price) is not one to trade at.
    const quote = prices.get(stock.symbol);
    if (!quote || quote.source.stale) {
      throw new DomainError('PRICE_UNAVAILABLE', messages.priceUnavailable);
    }
    const checked = checkOrder({ ...order, price: quote.price });
    const account = accountsRepo.find(tx, user.id);
    if (!account) throw new DomainError('UNAUTHORIZED', messages.authRequired);
    const holding = holdingsRepo.find(tx, user.id, stock.id);
    return { stock, source: quote.source, checked, account, holding };
  }

  function announce(user: AuthUser, transaction: Transaction) {
    if (!deps.events) return;
    deps.events.portfolioChanged(user.id);
    if (user.classId === null) return;
    const { fee: _fee, tax: _tax, ...trade } = transaction;
    deps.events.tradeExecuted({
      ...trade,
      classId: user.classId,
      userId: user.id,
      userName: user.name,
    });
  }

  function execute(tx: DbOrTx, user: AuthUser, side: TradeType, order: TradeOrder): TradeResult {
    const { stock, source, checked, account, holding } = load(tx, user, side, order);
    const request = {
      cash: account.cash,
      position: holding && holding.quantity > 0 ? holding : null,
      price: checked.price,
      quantity: checked.quantity,
      feeRatePpm: account.feeRatePpm,
    };
    const now = clock.now();
    const result = side === 'BUY' ? executeBuy(request) : executeSell({ ...request, at: now });
    const tax = 'tax' in result.quote ? result.quote.tax : 0;
    const trade = tradesRepo.insert(tx, {
      userId: user.id,
      stockId: stock.id,
      type: side,
      quantity: checked.quantity,
      price: checked.price,
      totalAmount: result.quote.amount,
      fee: result.quote.fee,
      tax,
      reason: checked.reason,
      priceSource: source.label,
      createdAt: now,
    });
    if (result.position) {
      holdingsRepo.save(tx, {
        userId: user.id,
        stockId: stock.id,
        ...result.position,
        updatedAt: now,
      });
    } else holdingsRepo.remove(tx, user.id, stock.id);
    accountsRepo.setCash(tx, user.id, result.cash);
    ledgerRepo.append(tx, {
      userId: user.id,
      movements: result.movements,
      at: now,
      tradeId: trade.id,
    });
    return {
      transaction: toTransaction(trade, stock),
      cash: result.cash,
      cashChange: result.cash - account.cash,
      quantityHeld: result.position?.quantity ?? 0,
      priceSource: source,
    };
  }

  return {
    /**
     * One immediate write transaction per trade: concurrent orders queue for the write lock, so
     * each sees the cash and holding the previous one left. With an Idempotency-Key the first
     * successful answer is stored in the same transaction and returned to any retry.
     */
    trade(user: AuthUser, side: TradeType, order: TradeOrder, key?: string): TradeResult {
      const { result, replayed } = db.transaction(
        (tx) => {
          const hash = requestHash(side, order);
          const stored = key === undefined ? undefined : idempotencyRepo.find(tx, user.id, key);
          if (stored) {
            if (stored.requestHash !== hash) {
              throw new DomainError('IDEMPOTENCY_KEY_REUSED', messages.idempotencyKeyReused);
            }
            return { result: JSON.parse(stored.responseBody) as TradeResult, replayed: true };
          }
          // After the key lookup: a retry whose answer was lost is not another order.
          takeAll([orders, String(user.id)]);
          const fresh = execute(tx, user, side, order);
          if (key !== undefined) {
            idempotencyRepo.insert(tx, {
              userId: user.id,
              key,
              requestHash: hash,
              status: 200,
              responseBody: JSON.stringify(fresh),
              createdAt: clock.now(),
            });
          }
          return { result: fresh, replayed: false };
        },
        { behavior: 'immediate' },
      );
      if (!replayed) announce(user, result.transaction);
      return result;
    },

    history: (userId: number, limit: number): Transaction[] =>
      tradesRepo.history(db, userId, limit),
  };
}

export type TradingService = ReturnType<typeof createTradingService>;

function toTransaction(trade: ReturnType<typeof tradesRepo.insert>, stock: StockRow): Transaction {
  return {
    id: trade.id,
    createdAt: trade.createdAt.toISOString(),
    type: trade.type,
    symbol: stock.symbol,
    stockName: stock.name,
    quantity: trade.quantity,
    price: trade.price,
    totalAmount: trade.totalAmount,
    fee: trade.fee,
    tax: trade.tax,
    reason: trade.reason,
  };
}
