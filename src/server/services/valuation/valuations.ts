import { kstDate } from '../../../shared/domain/market/calendar';
import {
  allTimeReturn,
  periodReturn,
  flowsAfterSnapshot,
  type Flow,
  type PeriodResult,
  type Snapshot,
} from '../../../shared/domain/portfolio/returns';
import { valuePortfolio, type Valuation } from '../../../shared/domain/portfolio/valuation';
import type { TimeRange } from '../../../shared/schemas/trading';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { accountsRepo, type Account } from '../../db/repos/accounts.repo';
import { holdingsRepo, type HoldingWithStock } from '../../db/repos/holdings.repo';
import { ledgerRepo } from '../../db/repos/ledger.repo';
import { snapshotsRepo } from '../../db/repos/snapshots.repo';
import type { PriceStore } from '../../market/price-store';

export interface AccountValue {
  account: Account;
  valuation: Valuation;
  deposits: Flow[];
}

/**
 * Values accounts at the price store's current prices. A held stock without any quote is valued
 * at its average price: no invented gain or loss (docs/product/market-data.md#never-invented: never invented numbers).
 * The daily change starts from the latest snapshot before today plus the deposits since its close.
 */
export function valueAccounts(
  deps: { db: DbOrTx; prices: PriceStore },
  accounts: Account[],
  now: Date,
): Map<number, AccountValue> {
  return valueAtPrices(deps.prices, readValuationInputs(deps.db, accounts, now));
}

/** What valuing accounts reads from the database: prices aside, it holds until the next write. */
export interface ValuationInputs {
  accounts: Account[];
  holdingsByUser: Map<number, HoldingWithStock[]>;
  depositsByUser: Map<number, Flow[]>;
  previous: Map<number, Snapshot>;
}

export function readValuationInputs(db: DbOrTx, accounts: Account[], now: Date): ValuationInputs {
  const ids = accounts.map((a) => a.id);
  const holdings = holdingsRepo.listWithStocks(db, ids);
  // Grouped once (Map.groupBy needs Node 21): a filter per account was quadratic in a school.
  const holdingsByUser = new Map<number, HoldingWithStock[]>();
  for (const holding of holdings) {
    const own = holdingsByUser.get(holding.userId);
    if (own) own.push(holding);
    else holdingsByUser.set(holding.userId, [holding]);
  }
  return {
    accounts,
    holdingsByUser,
    depositsByUser: ledgerRepo.depositsByUser(db, ids),
    previous: snapshotsRepo.latestBefore(db, kstDate(now), ids),
  };
}

/** The accounts read by readValuationInputs, valued at the price store's current prices. */
export function valueAtPrices(
  prices: PriceStore,
  inputs: ValuationInputs,
): Map<number, AccountValue> {
  const result = new Map<number, AccountValue>();
  for (const account of inputs.accounts) {
    const own = inputs.holdingsByUser.get(account.id) ?? [];
    const deposits = inputs.depositsByUser.get(account.id) ?? [];
    result.set(
      account.id,
      valueWith(prices, account, own, deposits, inputs.previous.get(account.id)),
    );
  }
  return result;
}

/** One user's account valued as valueAccounts does, read in two statements instead of four. */
export function valueAccount(
  deps: { db: DbOrTx; prices: PriceStore },
  userId: number,
  now: Date,
): AccountValue | undefined {
  const found = accountsRepo.findWithValuationInputs(deps.db, userId, kstDate(now));
  if (!found) return undefined;
  const { account, deposits, previousClose } = found;
  const holdings = holdingsRepo.listWithStocks(deps.db, [userId]);
  return valueWith(deps.prices, account, holdings, deposits, previousClose ?? undefined);
}

/**
 * The price a holding is valued at: its price at its class's end (종료) once the class ended,
 * else its live quote, else its average price.
 */
export const valuationPrice = (
  prices: PriceStore,
  holding: { symbol: string; averagePrice: number; endPrice?: number | null },
) => holding.endPrice ?? prices.get(holding.symbol)?.price ?? Math.round(holding.averagePrice);

function valueWith(
  prices: PriceStore,
  account: Account,
  holdings: HoldingWithStock[],
  deposits: Flow[],
  snapshot: Snapshot | undefined,
): AccountValue {
  const valuation = valuePortfolio({
    cash: account.cash,
    holdings: holdings.map((h) => ({ ...h, currentPrice: valuationPrice(prices, h) })),
    netDeposits: deposits.reduce((sum, flow) => sum + flow.amount, 0),
    previousClose: snapshot
      ? { totalValue: snapshot.totalValue, depositsSince: depositsAfterClose(deposits, snapshot) }
      : null,
  });
  return { account, valuation, deposits };
}

export const depositsAfterClose = (deposits: Flow[], snapshot: Snapshot): number =>
  flowsAfterSnapshot(deposits, snapshot).reduce((sum, flow) => sum + flow.amount, 0);

/**
 * The deposit the time-weighted return opens with: the account's first, when no close comes
 * before the period (all time, or a student who joined during it); else the chain starts at
 * that close.
 */
export const openingDeposit = (value: AccountValue, startClose: Snapshot | null) =>
  startClose ? null : (value.deposits[0]?.amount ?? null);

/** The Modified Dietz return from the first deposit (all time) or of the week or month. */
export function returnFor(
  value: AccountValue,
  period: TimeRange,
  snapshot: Snapshot | null,
  now: Date,
): PeriodResult {
  const endValue = value.valuation.totalValue;
  if (period === 'all') return allTimeReturn({ now, deposits: value.deposits, endValue });
  return periodReturn({ period, now, snapshot, deposits: value.deposits, endValue });
}
