import type { Market } from '../../schemas/market';

// Costs of a trade in whole won. Korean brokers and the tax office both cut amounts below 1 won
// (원 미만 절사), so every cost is rounded down.

/** The class default brokerage fee: 150 ppm = 0.015 % of the trade amount. */
export const DEFAULT_FEE_RATE_PPM = 150;

const PPM = 1_000_000n;

/** floor(amount × ppm / 1,000,000) without floating-point error, even for 10¹³ won trades. */
export function partsPerMillion(amount: number, ratePpm: number): number {
  return Number((BigInt(amount) * BigInt(ratePpm)) / PPM);
}

export function brokerageFee(amount: number, feeRatePpm: number): number {
  return partsPerMillion(amount, feeRatePpm);
}

/** KOSDAQ GLOBAL is a KOSDAQ segment and is taxed as KOSDAQ. */
type TaxMarket = 'KOSPI' | 'KOSDAQ' | 'KONEX';
const taxMarketOf = (market: Market): TaxMarket => (market === 'KOSDAQ GLOBAL' ? 'KOSDAQ' : market);

/** A sale's tax in parts per million: 증권거래세, plus 농어촌특별세 on KOSPI only. */
export interface SalesTaxRate {
  transactionPpm: number;
  ruralSpecialPpm: number;
}

// 증권거래세법 시행령 제5조 (as amended for each year) and 농어촌특별세법 제5조 (0.15 % on KOSPI
// sales), by the KST date of the sale. KONEX has paid 0.10 % since 2019 and no 농어촌특별세.
const salesTaxTable: ReadonlyArray<{ from: string; rates: Record<TaxMarket, SalesTaxRate> }> = [
  {
    from: '2026-01-01',
    rates: {
      KOSPI: { transactionPpm: 500, ruralSpecialPpm: 1_500 },
      KOSDAQ: { transactionPpm: 2_000, ruralSpecialPpm: 0 },
      KONEX: { transactionPpm: 1_000, ruralSpecialPpm: 0 },
    },
  },
  {
    from: '2025-01-01',
    rates: {
      KOSPI: { transactionPpm: 0, ruralSpecialPpm: 1_500 },
      KOSDAQ: { transactionPpm: 1_500, ruralSpecialPpm: 0 },
      KONEX: { transactionPpm: 1_000, ruralSpecialPpm: 0 },
    },
  },
  {
    from: '2024-01-01',
    rates: {
      KOSPI: { transactionPpm: 300, ruralSpecialPpm: 1_500 },
      KOSDAQ: { transactionPpm: 1_800, ruralSpecialPpm: 0 },
      KONEX: { transactionPpm: 1_000, ruralSpecialPpm: 0 },
    },
  },
  {
    from: '2023-01-01',
    rates: {
      KOSPI: { transactionPpm: 500, ruralSpecialPpm: 1_500 },
      KOSDAQ: { transactionPpm: 2_000, ruralSpecialPpm: 0 },
      KONEX: { transactionPpm: 1_000, ruralSpecialPpm: 0 },
    },
  },
];

/** The rates in force on a KST calendar day (YYYY-MM-DD) for a market's sales. */
export function salesTaxRate(kstDay: string, market: Market): SalesTaxRate {
  const row = salesTaxTable.find((entry) => entry.from <= kstDay);
  // Dates before the table use its oldest rates: replayed history never goes further back.
  return (row ?? salesTaxTable[salesTaxTable.length - 1]!).rates[taxMarketOf(market)];
}

/** The total rate (ppm) a sale pays: 증권거래세 + 농어촌특별세. */
export function salesTaxRatePpm(kstDay: string, market: Market): number {
  const rate = salesTaxRate(kstDay, market);
  return rate.transactionPpm + rate.ruralSpecialPpm;
}

/** A sale's two taxes in won. */
export interface SalesTaxParts {
  transaction: number;
  ruralSpecial: number;
}

// 증권거래세 and 농어촌특별세 are two taxes under two laws, each its own amount cut below the won
// on its own: a KOSPI sale of 71,900 won pays ⌊35.95⌋ + ⌊107.85⌋ = 142 won, not ⌊143.8⌋ = 143.
export const splitSalesTax = (amount: number, rate: SalesTaxRate): SalesTaxParts => ({
  transaction: partsPerMillion(amount, rate.transactionPpm),
  ruralSpecial: partsPerMillion(amount, rate.ruralSpecialPpm),
});

export const salesTaxParts = (amount: number, kstDay: string, market: Market) =>
  splitSalesTax(amount, salesTaxRate(kstDay, market));

export function salesTax(amount: number, kstDay: string, market: Market): number {
  const parts = salesTaxParts(amount, kstDay, market);
  return parts.transaction + parts.ruralSpecial;
}

const percentText = (ppm: number) => `${(ppm / 10_000).toFixed(2)} %`;

/** The newest rates per market in words, for the class rule card ("KOSPI·KOSDAQ 0.20 %, …"). */
export function salesTaxSummary(): string {
  const { rates } = salesTaxTable[0]!;
  const byRate = new Map<string, TaxMarket[]>();
  for (const market of Object.keys(rates) as TaxMarket[]) {
    const text = percentText(rates[market].transactionPpm + rates[market].ruralSpecialPpm);
    byRate.set(text, [...(byRate.get(text) ?? []), market]);
  }
  return [...byRate].map(([text, markets]) => `${markets.join('·')} ${text}`).join(', ');
}
