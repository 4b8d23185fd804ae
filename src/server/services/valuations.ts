import { kstDate } from '../../shared/domain/market/calendar';
import {
  periodReturn,
  snapshotInstant,
  totalReturn,
  type Flow,
  type PeriodResult,
  type Snapshot,
} from '../../shared/domain/portfolio/returns';
import { valuePortfolio, type Valuation } from '../../shared/domain/portfolio/valuation';
import type { TimeRange } from '../../shared/schemas/trading';
import type { DbOrTx } from '../db/repos/db-or-tx';
import type { Account } from '../db/repos/accounts.repo';
import { holdingsRepo } from '../db/repos/holdings.repo';
import { ledgerRepo } from '../db/repos/ledger.repo';
import { snapshotsRepo } from '../db/repos/snapshots.repo';
import type { PriceStore } from '../market/price-store';

export interface AccountValue {
  account: Account;
  valuation: Valuation;
  deposits: Flow[];
}

/**
 * Values accounts at the price store's current prices. A held stock without any quote is valued
 * at its average price: no invented gain or loss (DESIGN §6: never invented numbers).
 * The daily change starts from the latest snapshot before today plus the deposits since its close.
 */
export function valueAccounts(
  deps: { db: DbOrTx; prices: PriceStore },
  accounts: Account[],
  now: Date,
): Map<number, AccountValue> {
  const { db, prices } = deps;
  const ids = accounts.map((a) => a.id);
  const holdings = holdingsRepo.listWithStocks(db, ids);
  const depositsByUser = ledgerRepo.depositsByUser(db, ids);
  const today = kstDate(now);
  const previous = snapshotsRepo.latestBefore(db, today, ids);
  // Grouped once (Map.groupBy needs Node 21): a filter per account was quadratic in a school.
  const holdingsByUser = new Map<number, typeof holdings>();
  for (const holding of holdings) {
    const own = holdingsByUser.get(holding.userId);
    if (own) own.push(holding);
    else holdingsByUser.set(holding.userId, [holding]);
  }
  const result = new Map<number, AccountValue>();
  for (const account of accounts) {
    const deposits = depositsByUser.get(account.id) ?? [];
    const own = (holdingsByUser.get(account.id) ?? []).map((h) => ({
      ...h,
      currentPrice: prices.get(h.symbol)?.price ?? Math.round(h.averagePrice),
    }));
    const snapshot = previous.get(account.id);
    const valuation = valuePortfolio({
      cash: account.cash,
      holdings: own,
      netDeposits: deposits.reduce((sum, flow) => sum + flow.amount, 0),
      previousClose: snapshot
        ? { totalValue: snapshot.totalValue, depositsSince: depositsAfterClose(deposits, snapshot) }
        : null,
    });
    result.set(account.id, { account, valuation, deposits });
  }
  return result;
}

export function depositsAfterClose(deposits: Flow[], snapshot: Snapshot): number {
  const closedAt = snapshotInstant(snapshot.date);
  return deposits.filter((flow) => flow.at > closedAt).reduce((sum, f) => sum + f.amount, 0);
}

/** All-time return against net deposits, or the week's or month's Modified Dietz return. */
export function returnFor(
  value: AccountValue,
  period: TimeRange,
  snapshot: Snapshot | null,
  now: Date,
): PeriodResult {
  const endValue = value.valuation.totalValue;
  if (period === 'all') {
    const netDeposits = value.valuation.netDeposits;
    return {
      startValue: 0,
      endValue,
      netFlows: netDeposits,
      ...totalReturn({ value: endValue, netDeposits }),
    };
  }
  return periodReturn({ period, now, snapshot, deposits: value.deposits, endValue });
}
