import { messages } from '../../messages';
import type { Market } from '../../schemas/market';
import { DomainError } from '../domain-error';
import { assertAffordable } from './order';
import { applyBuy, applySell, type Position } from './position';
import { quoteBuy, quoteSell, type BuyQuote, type SellQuote } from './quote';

// Every change of a user's cash is one of these rows (the cash_ledger table); their amounts sum
// to the balance. INITIAL, ADJUSTMENT and REGULAR_DEPOSIT (the class's 적립식) are deposits (or
// withdrawals); CORPORATE_ACTION is the
// 단주 대금 or rights' value a corporate action pays out of the holding's own value; LESSON_INCOME
// (12경수02-05's 소득 변화, given by the teacher during a call auction) is a deposit too;
// LESSON_TAX is that lesson's per-share tax on a call auction's sellers (never a 증권거래세); the
// rest is trading.
export type CashMovementKind =
  | 'INITIAL'
  | 'ADJUSTMENT'
  | 'REGULAR_DEPOSIT'
  | 'BUY'
  | 'SELL'
  | 'FEE'
  | 'TAX'
  | 'CORPORATE_ACTION'
  | 'LESSON_TAX'
  | 'LESSON_INCOME';

export const DEPOSIT_KINDS = ['INITIAL', 'ADJUSTMENT', 'REGULAR_DEPOSIT', 'LESSON_INCOME'] as const;

export interface CashMovement {
  kind: CashMovementKind;
  amount: number;
  balanceAfter: number;
}

export const isDeposit = (kind: CashMovementKind) =>
  (DEPOSIT_KINDS as readonly CashMovementKind[]).includes(kind);

/** 1조 won: the most any money input may be (starting cash, a teacher's cash change). */
export const MAX_WON = 1_000_000_000_000;

/**
 * Chains signed amounts onto a balance; zero costs (a 0-ppm class, a tiny sale) leave no row.
 * Past 2^53 a double drops whole won, and the ledger would no longer sum to the balance: such a
 * movement is refused rather than rounded.
 */
function movementsFrom(
  cash: number,
  steps: ReadonlyArray<[CashMovementKind, number]>,
): CashMovement[] {
  let balance = cash;
  return steps
    .filter(([, amount]) => amount !== 0)
    .map(([kind, amount]) => {
      balance += amount;
      if (![cash, amount, balance].every(Number.isSafeInteger))
        throw new DomainError('AMOUNT_TOO_LARGE', messages.amountTooLarge);
      return { kind, amount, balanceAfter: balance };
    });
}

const finalBalance = (cash: number, movements: CashMovement[]) =>
  movements.at(-1)?.balanceAfter ?? cash;

export interface TradeRequest {
  cash: number;
  position: Position | null;
  price: number;
  quantity: number;
  feeRatePpm: number;
}

export interface BuyResult {
  cash: number;
  position: Position;
  quote: BuyQuote;
  movements: CashMovement[];
}

export function executeBuy(request: TradeRequest): BuyResult {
  const { cash, position, price, quantity, feeRatePpm } = request;
  const quote = quoteBuy({ price, quantity, feeRatePpm });
  assertAffordable({ cash, total: quote.total });
  const movements = movementsFrom(cash, [
    ['BUY', -quote.amount],
    ['FEE', -quote.fee],
  ]);
  const nextPosition = applyBuy(position, { price, quantity });
  return { cash: finalBalance(cash, movements), position: nextPosition, quote, movements };
}

export interface SellResult {
  cash: number;
  position: Position | null;
  quote: SellQuote;
  movements: CashMovement[];
  realisedProfitLoss: number;
}

export function executeSell(
  request: TradeRequest & {
    at: Date;
    market: Market;
    sellTax?: boolean;
    /** A call auction's lesson tax for the whole sale (12경수02-05), paid apart from 증권거래세. */
    lessonTax?: number;
  },
): SellResult {
  const { cash, position, price, quantity, feeRatePpm, at, market, sellTax } = request;
  const outcome = applySell(position, { price, quantity });
  const quote = quoteSell({ price, quantity, feeRatePpm, date: at, market, sellTax });
  const movements = movementsFrom(cash, [
    ['SELL', quote.amount],
    ['FEE', -quote.fee],
    ['TAX', -quote.tax],
    ['LESSON_TAX', -(request.lessonTax ?? 0)],
  ]);
  return {
    cash: finalBalance(cash, movements),
    position: outcome.position,
    quote,
    movements,
    realisedProfitLoss: outcome.realisedProfitLoss,
  };
}

/** A teacher sets the cash: the difference is a deposit (or a withdrawal), never a gain. */
export function setCash({ cash, newCash }: { cash: number; newCash: number }): CashMovement[] {
  if (!Number.isSafeInteger(newCash) || newCash < 0) {
    throw new DomainError('INVALID_AMOUNT', messages.invalidAmount);
  }
  if (newCash > MAX_WON) throw new DomainError('INVALID_AMOUNT', messages.cashTooLarge);
  return movementsFrom(cash, [['ADJUSTMENT', newCash - cash]]);
}

/** The class's regular deposit (적립식): money in, counted with the deposits, never a gain. */
export function regularDeposit({ cash, amount }: { cash: number; amount: number }): CashMovement[] {
  return movementsFrom(cash, [['REGULAR_DEPOSIT', amount]]);
}

/** 12경수02-05's 소득 변화: the teacher's deposit to each student during a call auction. */
export function lessonIncome({ cash, amount }: { cash: number; amount: number }): CashMovement[] {
  return movementsFrom(cash, [['LESSON_INCOME', amount]]);
}

export function initialDeposit(initialCash: number): CashMovement[] {
  return movementsFrom(0, [['INITIAL', initialCash]]);
}

export function netDeposits(movements: ReadonlyArray<Pick<CashMovement, 'kind' | 'amount'>>) {
  return movements.reduce((sum, m) => (isDeposit(m.kind) ? sum + m.amount : sum), 0);
}

/** The cash a corporate action pays (none when the shares divide exactly). */
export function corporateActionCash({ cash, cashIn }: { cash: number; cashIn: number }) {
  return movementsFrom(cash, [['CORPORATE_ACTION', cashIn]]);
}
