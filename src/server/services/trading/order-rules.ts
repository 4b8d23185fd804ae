import { kstDate, kstInstant } from '../../../shared/domain/market/calendar';
import { quoteBuy } from '../../../shared/domain/trading/quote';
import { availableCash, orderableShares } from '../../../shared/domain/trading/reservation';
import { classRuleViolations } from '../../../shared/domain/trading/rules/class-rules';
import { throwIfBroken } from '../../../shared/domain/trading/rules/violation';
import type { ClassRules } from '../../../shared/schemas/class-rules';
import type { Account } from '../../db/repos/accounts.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { holdingsRepo } from '../../db/repos/holdings.repo';
import { auctionsRepo } from '../../db/repos/auctions.repo';
import { ordersRepo } from '../../db/repos/orders.repo';
import type { StockRow } from '../../db/repos/trades.repo';
import type { PriceStore } from '../../market/price-store';

/** Cash plus every holding at its current price (the average price when none is known). */
export function totalAssets(tx: DbOrTx, prices: PriceStore, account: Account) {
  const held = holdingsRepo.listWithStocks(tx, [account.id]);
  const valueOf = (h: (typeof held)[number]) =>
    h.quantity * (prices.get(h.symbol)?.price ?? Math.round(h.averagePrice));
  return {
    total: account.cash + held.reduce((sum, h) => sum + valueOf(h), 0),
    positionOf: (stockId: number) => {
      const h = held.find((row) => row.stockId === stockId);
      return { quantity: h?.quantity ?? 0, value: h ? valueOf(h) : 0 };
    },
  };
}

export const kstDayStart = (now: Date) => new Date(kstInstant(kstDate(now), 0));

/**
 * What an account may still use: cash and shares not held back by its open orders, limit and
 * class call auction alike.
 */
export function capacity(tx: DbOrTx, account: Account, stockId: number) {
  const reserved =
    ordersRepo.reservedCash(tx, account.id) + auctionsRepo.reservedCash(tx, account.id);
  const held = holdingsRepo.find(tx, account.id, stockId)?.quantity ?? 0;
  const openSells =
    ordersRepo.openSellQuantity(tx, account.id, stockId) +
    auctionsRepo.openSellQuantity(tx, account.id, stockId);
  return {
    reserved,
    spendableCash: availableCash({ cash: account.cash, reserved }),
    held,
    openSells,
    sellableShares: orderableShares({ held, openSells }),
  };
}

/**
 * Throws the first class rule the order would break (a 422 naming the rule and the numbers).
 * `placing` counts today's orders; a fill of an order placed earlier does not count again.
 */
export function assertClassRules(
  tx: DbOrTx,
  deps: { prices: PriceStore },
  order: {
    account: Account;
    rules: ClassRules;
    stock: StockRow;
    side: 'BUY' | 'SELL';
    quantity: number;
    price: number;
    now: Date;
    placing: boolean;
  },
): void {
  const { account, rules, stock, side, quantity, price, now } = order;
  const needsValue = side === 'BUY' && rules.maxPositionPercent !== null;
  const assets = needsValue ? totalAssets(tx, deps.prices, account) : null;
  const fee = quoteBuy({ price, quantity, feeRatePpm: rules.feeRatePpm }).fee;
  const position = assets?.positionOf(stock.id);
  const violations = classRuleViolations({
    rules,
    side,
    market: stock.market,
    now,
    placedToday: order.placing ? ordersRepo.countSince(tx, account.id, kstDayStart(now)) : null,
    positionValueAfter: ((position?.quantity ?? 0) + quantity) * price,
    totalAssetsAfter:
      (assets?.total ?? 0) - fee - (position?.value ?? 0) + (position?.quantity ?? 0) * price,
  });
  throwIfBroken(violations[0] ?? null);
}
