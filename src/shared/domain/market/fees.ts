// Costs of a trade in whole won. Korean brokers and the tax office both cut amounts below 1 won
// (원 미만 절사), so every cost is rounded down.

/** The class default brokerage fee: 150 ppm = 0.015 % of the trade amount. */
export const DEFAULT_FEE_RATE_PPM = 150;

const PPM = 1_000_000n;

/** floor(amount × ppm / 1,000,000) without floating-point error, even for 10¹³ won trades. */
function partsPerMillion(amount: number, ratePpm: number): number {
  return Number((BigInt(amount) * BigInt(ratePpm)) / PPM);
}

export function brokerageFee(amount: number, feeRatePpm: number): number {
  return partsPerMillion(amount, feeRatePpm);
}

// 증권거래세 on sales (KOSPI: 거래세 + 농어촌특별세; KOSDAQ: 거래세 alone; the totals are equal),
// by the KST date of the sale. Rates of 시행령 제5조 as amended for 2023–2026.
const salesTaxTable: ReadonlyArray<{ from: string; ratePpm: number }> = [
  { from: '2026-01-01', ratePpm: 2_000 },
  { from: '2025-01-01', ratePpm: 1_500 },
  { from: '2024-01-01', ratePpm: 1_800 },
  { from: '2023-01-01', ratePpm: 2_000 },
];

/** The securities transaction tax rate (ppm) for a sale on a KST calendar day (YYYY-MM-DD). */
export function salesTaxRatePpm(kstDay: string): number {
  const row = salesTaxTable.find((entry) => entry.from <= kstDay);
  // Dates before the table use its oldest rate: replayed history never goes further back.
  return (row ?? salesTaxTable[salesTaxTable.length - 1]!).ratePpm;
}

export function salesTax(amount: number, kstDay: string): number {
  return partsPerMillion(amount, salesTaxRatePpm(kstDay));
}
