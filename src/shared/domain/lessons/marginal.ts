import { brokerageFee, splitSalesTax } from '../market/fees';
import { explained, texNumber, texWon, type Explained } from '../maths/explained';
import { texWonCents, toCents } from './curve-tex';
import { valueAt, type DailyClose, type FittedCurve } from './price-curve';

// 12경수04-01 미분: three functions from a student's own stock. The cost of selling q shares
// C(q) = ⌊pqf⌋ + ⌊pqτ⌋ (a step function, cut to the won) and its smooth part's derivative
// C′(q) = p(f + τ); the value of a holding V(p) = qp with dV/dp = q; and the average rate of
// change of a real price over h days, next to the fitted curve's, which approaches f′(T).

export interface SellCostRates {
  /** The class's brokerage fee, parts per million of the amount. */
  feeRatePpm: number;
  /** 증권거래세 (+ 농어촌특별세 on KOSPI) on the day, 0 where the class trades without it. */
  taxRatePpm: number;
  /**
   * The part of taxRatePpm that is 농어촌특별세 (KOSPI; none if absent): a tax of its own, cut
   * below the won on its own as a sale is charged.
   */
  ruralSpecialPpm?: number;
}

/** The sale's two taxes: 증권거래세 and 농어촌특별세, each cut below the won. */
export function sellTaxParts(amount: number, rates: SellCostRates) {
  const ruralSpecialPpm = rates.ruralSpecialPpm ?? 0;
  return splitSalesTax(amount, {
    transactionPpm: rates.taxRatePpm - ruralSpecialPpm,
    ruralSpecialPpm,
  });
}

const ratePercent = (ppm: number) => `${texNumber(ppm / 10_000, 4)}\\%`;

const percentFormat = new Intl.NumberFormat('ko-KR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
/** A rate in parts per million as the class rule card writes it: 150 → "0.015 %", 2,000 → "0.20 %". */
export const ratePercentText = (ppm: number) => `${percentFormat.format(ppm / 10_000)} %`;

/** C(q): what selling q shares at p costs, fee and tax each cut to the won. */
export function sellCost(price: number, quantity: number, rates: SellCostRates) {
  const amount = price * quantity;
  const fee = brokerageFee(amount, rates.feeRatePpm);
  const parts = sellTaxParts(amount, rates);
  const tax = parts.transaction + parts.ruralSpecial;
  return { fee, tax, cost: fee + tax };
}

/** C′(q) = p(f + τ): what one more share adds to the smooth cost pq(f + τ), in won. */
export function explainMarginalCost(price: number, rates: SellCostRates): Explained {
  const value = (price * (rates.feeRatePpm + rates.taxRatePpm)) / 1_000_000;
  return explained(
    'won',
    "C(q) \\approx pq(f + \\tau) \\Rightarrow C'(q) = p \\times (f + \\tau)",
    [
      {
        expression: `${texWon(price)} \\times (${ratePercent(rates.feeRatePpm)} + ${ratePercent(rates.taxRatePpm)})`,
        value: Math.round(value * 1_000_000) / 1_000_000,
      },
    ],
  );
}

export interface CostRow {
  quantity: number;
  fee: number;
  tax: number;
  cost: number;
  /** ΔC = C(q + 1) − C(q): the real cost of the next share, a whole number of won. */
  nextShare: number;
}

/** C(q) and the step to q + 1 for the first five shares and the student's own quantity. */
export function costTable(price: number, held: number, rates: SellCostRates): CostRow[] {
  const quantities = [...new Set([1, 2, 3, 4, 5, held, held + 1].filter((q) => q > 0))].sort(
    (x, y) => x - y,
  );
  return quantities.map((quantity) => {
    const now = sellCost(price, quantity, rates);
    return { quantity, ...now, nextShare: sellCost(price, quantity + 1, rates).cost - now.cost };
  });
}

/** V(p) = qp and its derivative q: one more won on the price is q more won of value. */
export function explainValueSlope(quantity: number, price: number): Explained {
  return explained('number', 'V(p) = qp \\Rightarrow \\frac{dV}{dp} = q', [
    {
      expression: `V(${texWon(price + 1)}) - V(${texWon(price)}) = ${texWon(quantity)} \\times ${texWon(price + 1)} - ${texWon(quantity)} \\times ${texWon(price)}`,
      value: quantity,
    },
  ]);
}

export function explainHoldingValue(quantity: number, price: number): Explained {
  return explained('won', 'V(p) = q \\times p', [
    { expression: `${texWon(quantity)} \\times ${texWon(price)}`, value: quantity * price },
  ]);
}

/** The spans of the average rate of change, longest first, as far as the window reaches. */
export const RATE_SPANS = [20, 10, 5, 2, 1];

export interface RateRow {
  h: number;
  from: string;
  to: string;
  /** (P(T) − P(T − h)) ÷ h on the real closes. */
  real: Explained;
  /** (f(T) − f(T − h)) ÷ h on the fitted curve, which tends to f′(T) as h → 0. */
  fitted: Explained;
}

function explainRealRate(closes: DailyClose[], h: number): Explained {
  const end = closes.at(-1)!.close;
  const start = closes.at(-1 - h)!.close;
  return explained('won', '\\frac{P(T) - P(T-h)}{h}', [
    {
      expression: `\\frac{${texWon(end)} - ${texWon(start)}}{${h}}`,
      value: toCents((end - start) / h),
    },
  ]);
}

function explainFittedRate(fit: FittedCurve, h: number): Explained {
  const end = toCents(valueAt(fit.cubic, fit.last));
  const start = toCents(valueAt(fit.cubic, fit.last - h));
  return explained('won', '\\frac{f(T) - f(T-h)}{h}', [
    {
      expression: `\\frac{${texWonCents(end)} - ${texWonCents(start)}}{${h}}`,
      value: toCents((end - start) / h),
    },
  ]);
}

/** The average rates of change over h = 20, 10, 5, 2, 1 trading days ending at the last close. */
export function rateRows(closes: DailyClose[], fit: FittedCurve): RateRow[] {
  return RATE_SPANS.filter((h) => h < closes.length).map((h) => ({
    h,
    from: closes.at(-1 - h)!.date,
    to: closes.at(-1)!.date,
    real: explainRealRate(closes, h),
    fitted: explainFittedRate(fit, h),
  }));
}
