import { executeBuy, executeSell } from '../../../shared/domain/trading/ledger';
import { assertAffordable, assertHeld } from '../../../shared/domain/trading/order';
import type { ClassRules } from '../../../shared/schemas/class-rules';
import type { Transaction } from '../../../shared/schemas/trading';
import type { Account } from '../../db/repos/accounts.repo';
import { accountsRepo } from '../../db/repos/accounts.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { holdingsRepo } from '../../db/repos/holdings.repo';
import { ledgerRepo } from '../../db/repos/ledger.repo';
import { tradesRepo, type StockRow } from '../../db/repos/trades.repo';

export interface ExecutionInput {
  account: Account;
  rules: ClassRules;
  stock: StockRow;
  side: 'BUY' | 'SELL';
  quantity: number;
  price: number;
  reason: string;
  priceSource: string;
  /** The real KRX day the market was playing (kstDate of the market's now); null if unknown. */
  marketDate: string | null;
  now: Date;
  /** Cash this trade may spend: the cash less other orders' reservations. */
  spendableCash: number;
  /** Shares this trade may sell: the holding less other orders' open sells. */
  sellableShares: number;
  /** A call auction's lesson tax per share sold (12경수02-05); none elsewhere. */
  lessonTaxPerShare?: number;
}

export interface Execution {
  tradeId: number;
  transaction: Transaction;
  cash: number;
  cashChange: number;
  quantityHeld: number;
}

/**
 * The one trade path (docs/product/trading.md#one-trade-path), for market orders and limit fills alike: ledger movements,
 * holding and cash, inside the caller's transaction (a group commit's savepoint).
 */
export function executeTrade(tx: DbOrTx, input: ExecutionInput): Execution {
  const { account, stock, side, quantity, price, now } = input;
  const holding = holdingsRepo.find(tx, account.id, stock.id);
  const request = {
    cash: account.cash,
    position: holding && holding.quantity > 0 ? holding : null,
    price,
    quantity,
    feeRatePpm: input.rules.feeRatePpm,
  };
  let result;
  const lessonTax = side === 'SELL' ? quantity * (input.lessonTaxPerShare ?? 0) : 0;
  if (side === 'BUY') {
    result = executeBuy(request);
    assertAffordable({ cash: input.spendableCash, total: result.quote.total });
  } else {
    assertHeld({ held: input.sellableShares, quantity });
    result = executeSell({
      ...request,
      at: now,
      market: stock.market,
      sellTax: input.rules.sellTax,
      lessonTax,
    });
  }
  const tax = 'tax' in result.quote ? result.quote.tax : 0;
  const trade = tradesRepo.insert(tx, {
    userId: account.id,
    stockId: stock.id,
    type: side,
    quantity,
    price,
    totalAmount: result.quote.amount,
    fee: result.quote.fee,
    tax,
    lessonTax,
    reason: input.reason,
    priceSource: input.priceSource,
    marketDate: input.marketDate,
    createdAt: now,
  });
  if (result.position) {
    holdingsRepo.save(tx, {
      userId: account.id,
      stockId: stock.id,
      ...result.position,
      updatedAt: now,
    });
  } else holdingsRepo.remove(tx, account.id, stock.id);
  accountsRepo.setCash(tx, account.id, result.cash);
  ledgerRepo.append(tx, {
    userId: account.id,
    movements: result.movements,
    at: now,
    tradeId: trade.id,
  });
  return {
    tradeId: trade.id,
    transaction: {
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
      lessonTax: trade.lessonTax,
      reason: trade.reason,
      marketDate: trade.marketDate,
    },
    cash: result.cash,
    cashChange: result.cash - account.cash,
    quantityHeld: result.position?.quantity ?? 0,
  };
}
