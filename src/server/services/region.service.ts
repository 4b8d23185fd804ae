import { DomainError } from '../../shared/domain/domain-error';
import { buildRegion } from '../../shared/domain/region/class-rule-region';
import { messages } from '../../shared/messages';
import { regionMessages, type Region } from '../../shared/schemas/region';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { accountsRepo } from '../db/repos/accounts.repo';
import { classRulesRepo, type ParsedRules } from '../db/repos/class-rules.repo';
import { ordersRepo } from '../db/repos/orders.repo';
import { tradesRepo } from '../db/repos/trades.repo';
import type { PriceStore } from '../market/price-store';
import { kstDayStart } from './trading/order-rules';
import { valueAccounts } from './valuation/valuations';

/** The student's class rules as a region in the plane of two stocks' quantities. */
export function createRegionService(deps: {
  db: Db;
  prices: PriceStore;
  clock: Clock;
  parsedRules: ParsedRules;
}) {
  const { db, prices, clock } = deps;

  function stockOf(symbol: string, held: Map<string, number>) {
    const stock = tradesRepo.stockBySymbol(db, symbol);
    if (!stock) throw new DomainError('STOCK_NOT_FOUND', messages.stockNotFound);
    const price = prices.get(symbol)?.price;
    if (!price) throw new DomainError('STOCK_NOT_FOUND', regionMessages.noPrice);
    return { symbol, name: stock.name, price, held: held.get(symbol) ?? 0 };
  }

  return {
    of(userId: number, symbols: { a: string; b: string }): Region {
      const account = accountsRepo.find(db, userId);
      if (!account) throw new DomainError('USER_NOT_FOUND', messages.userNotFound);
      const { valuation } = valueAccounts(deps, [account], clock.now()).get(userId)!;
      const held = new Map(valuation.holdings.map((h) => [h.symbol, h.quantity]));
      const [a, b] = [stockOf(symbols.a, held), stockOf(symbols.b, held)];
      const rules = classRulesRepo.find(db, account.classId, deps.parsedRules);
      const placed = ordersRepo.countSince(db, userId, kstDayStart(clock.now()));
      const region = buildRegion({
        a,
        b,
        cash: valuation.cash,
        totalAssets: valuation.totalValue,
        feeRatePpm: rules.feeRatePpm,
        maxPositionPercent: rules.maxPositionPercent,
        ordersLeft:
          rules.maxOrdersPerDay === null ? null : Math.max(0, rules.maxOrdersPerDay - placed),
        objective: rules.regionObjective,
      });
      return { a, b, objectiveKind: rules.regionObjective, ...region };
    },
  };
}

export type RegionService = ReturnType<typeof createRegionService>;
