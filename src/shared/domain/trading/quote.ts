import { kstDate } from '../market/calendar';
import { brokerageFee, salesTax } from '../market/fees';
import type { Market } from '../../schemas/market';

export interface BuyQuote {
  amount: number;
  fee: number;
  /** What leaves the cash balance: amount + fee. */
  total: number;
}

export interface SellQuote {
  amount: number;
  fee: number;
  tax: number;
  /** What reaches the cash balance: amount − fee − tax. */
  proceeds: number;
}

export function quoteBuy({
  price,
  quantity,
  feeRatePpm,
}: {
  price: number;
  quantity: number;
  feeRatePpm: number;
}): BuyQuote {
  const amount = price * quantity;
  const fee = brokerageFee(amount, feeRatePpm);
  return { amount, fee, total: amount + fee };
}

/**
 * `date` is the instant of the sale: the tax rate is the one in force on its KST day for the
 * stock's market. A class may exempt its sells from the tax (`sellTax: false`, a class rule).
 */
export function quoteSell({
  price,
  quantity,
  feeRatePpm,
  date,
  market,
  sellTax = true,
}: {
  price: number;
  quantity: number;
  feeRatePpm: number;
  date: Date;
  market: Market;
  sellTax?: boolean;
}): SellQuote {
  const amount = price * quantity;
  const fee = brokerageFee(amount, feeRatePpm);
  const tax = sellTax ? salesTax(amount, kstDate(date), market) : 0;
  return { amount, fee, tax, proceeds: amount - fee - tax };
}

/**
 * The most shares `cash` buys at `price`, fee included. The fee is cut to the won, so the
 * estimate at the exact rate can be one share short: start one above it and step back until
 * the quote fits.
 */
export function maxBuyQuantity({
  cash,
  price,
  feeRatePpm,
}: {
  cash: number;
  price: number;
  feeRatePpm: number;
}): number {
  if (price <= 0 || cash <= 0) return 0;
  let quantity = Math.floor(cash / (price * (1 + feeRatePpm / 1_000_000))) + 1;
  while (quantity > 0 && quoteBuy({ price, quantity, feeRatePpm }).total > cash) quantity -= 1;
  return quantity;
}

/** A share of what may be ordered (10 %, 25 %, 50 %, 최대), in whole shares. */
export const shareOf = (orderable: number, fraction: number) => Math.floor(orderable * fraction);
