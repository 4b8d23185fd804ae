import { clearAuction } from '../../../shared/domain/auction/clearing';
import type { Transaction } from '../../../shared/schemas/trading';
import type { Clock } from '../../clock';
import type { Account } from '../../db/repos/accounts.repo';
import { accountsRepo } from '../../db/repos/accounts.repo';
import { auctionsRepo, type AuctionOrderRow, type AuctionRow } from '../../db/repos/auctions.repo';
import { classRulesRepo, type ParsedRules } from '../../db/repos/class-rules.repo';
import { classesRepo } from '../../db/repos/classes.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { tradesRepo } from '../../db/repos/trades.repo';
import { capacity } from '../trading/order-rules';
import { executeTrade } from '../trading/trade-execution';
import { clearedBook, clearingInput } from './auction-board';
import { exclusionOf, releaseReasons } from './auction-eligibility';

export const AUCTION_PRICE_SOURCE = '학급 단일가 매매';

export interface SettledTrade {
  account: Account;
  transaction: Transaction;
}

/** One filled order through the ordinary trade path; its own reservation pays for it. */
function settleOrder(
  tx: DbOrTx,
  auction: AuctionRow,
  order: AuctionOrderRow,
  fill: { price: number; quantity: number; now: Date },
  deps: { parsedRules: ParsedRules; marketDate: (symbol: string) => string | null },
): SettledTrade {
  const account = accountsRepo.find(tx, order.userId)!;
  const stock = tradesRepo.stockById(tx, auction.stockId)!;
  const room = capacity(tx, account, stock.id);
  const done = executeTrade(tx, {
    account,
    rules: classRulesRepo.find(tx, account.classId, deps.parsedRules),
    stock,
    side: order.side,
    quantity: fill.quantity,
    price: fill.price,
    reason: order.reason,
    priceSource: AUCTION_PRICE_SOURCE,
    marketDate: deps.marketDate(stock.symbol),
    now: fill.now,
    spendableCash: room.spendableCash + order.reservedCash,
    sellableShares: room.sellableShares + (order.side === 'SELL' ? order.quantity : 0),
    lessonTaxPerShare: auction.lessonTax,
  });
  auctionsRepo.closeOrder(tx, order.id, {
    status: 'SETTLED',
    filledQuantity: fill.quantity,
    tradeId: done.tradeId,
  });
  return { account, transaction: done.transaction };
}

/**
 * The orders that trade: open ones of active accounts still in the auction's class. One whose
 * account was deactivated or left the class with the order still open is released here.
 */
function takingPart(tx: DbOrTx, auction: AuctionRow, orders: AuctionOrderRow[]) {
  const taking: AuctionOrderRow[] = [];
  for (const order of orders) {
    if (order.status !== 'OPEN') continue;
    const exclusion = exclusionOf(accountsRepo.find(tx, order.userId), auction);
    if (exclusion === null) taking.push(order);
    else
      auctionsRepo.closeOrder(tx, order.id, {
        status: 'RELEASED',
        filledQuantity: 0,
        releaseReason: releaseReasons[exclusion],
      });
  }
  return taking;
}

/**
 * Clears an open auction and settles every fill between the students at the clearing price, in
 * the caller's one transaction; what did not trade is released. Null when it had already ended.
 */
export function settleAuction(
  tx: DbOrTx,
  deps: {
    clock: Clock;
    marketPrice: (symbol: string) => number | null;
    /** The real KRX day the stock's quote is of, recorded with each trade. */
    marketDate: (symbol: string) => string | null;
    parsedRules: ParsedRules;
  },
  auctionId: number,
): SettledTrade[] | null {
  const auction = auctionsRepo.find(tx, auctionId);
  if (!auction || auction.status !== 'open') return null;
  // An ended class trades nothing: a call left open by 종료 before it cancelled them is cancelled.
  if (classesRepo.findById(tx, auction.classId)?.endedAt) {
    releaseAuction(tx, auctionId, releaseReasons.ended);
    return [];
  }
  const orders = takingPart(tx, auction, auctionsRepo.orders(tx, auctionId));
  // A lesson's tax (12경수02-05) raises every ask: the price is the buyers', the sellers pay t.
  const clearing = clearAuction(
    clearedBook(auction, orders.map(clearingInput)),
    auction.referencePrice,
  );
  const now = deps.clock.now();
  const settled: SettledTrade[] = [];
  for (const order of orders) {
    const quantity = clearing.fills.get(order.id) ?? 0;
    if (clearing.price !== null && quantity > 0) {
      settled.push(settleOrder(tx, auction, order, { price: clearing.price, quantity, now }, deps));
    } else auctionsRepo.closeOrder(tx, order.id, { status: 'SETTLED', filledQuantity: 0 });
  }
  auctionsRepo.end(tx, auctionId, {
    status: 'closed',
    clearingPrice: clearing.price,
    executedQuantity: clearing.executed,
    marketPrice: deps.marketPrice(auction.symbol),
  });
  return settled;
}

/**
 * The teacher's cancel, 종료 (with its reason), or a close that could not settle: every
 * reservation released.
 */
export function releaseAuction(tx: DbOrTx, auctionId: number, releaseReason?: string): boolean {
  if (
    !auctionsRepo.end(tx, auctionId, {
      status: 'cancelled',
      clearingPrice: null,
      executedQuantity: null,
      marketPrice: null,
    })
  ) {
    return false;
  }
  for (const order of auctionsRepo.orders(tx, auctionId)) {
    auctionsRepo.closeOrder(tx, order.id, { status: 'RELEASED', filledQuantity: 0, releaseReason });
  }
  return true;
}
