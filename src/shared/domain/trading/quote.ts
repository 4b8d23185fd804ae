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
