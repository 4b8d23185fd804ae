import { tickSize } from '../../../shared/domain/market/tick-size';
import type { DailyBar } from '../../../shared/schemas/market';
import type { CorporateAction } from '../types';

// A base price this close to a "whole" share ratio (1.5 = 무상증자 0.5주, 10 = 액면분할 1→10)
// reads as a change of share count; anything else as 유상증자's 권리락. Only the label depends on
// it: the holding keeps its value either way.
const WHOLE_RATIO = 0.004;
const DENOMINATORS = [1, 2, 3, 4, 5, 10, 20];
const SAME_SHARES = 0.001;

function isWholeRatio(ratio: number): boolean {
  return DENOMINATORS.some((d) => {
    const scaled = ratio * d;
    return Math.round(scaled) >= 1 && Math.abs(scaled / Math.round(scaled) - 1) < WHOLE_RATIO;
  });
}

export function classify(
  previousClose: number,
  basePrice: number,
  sharesRatio: number | null,
): CorporateAction['kind'] {
  const ratio = previousClose / basePrice;
  const sharesChanged = sharesRatio !== null && Math.abs(sharesRatio - 1) > SAME_SHARES;
  // 액면병합 sets the base at the close times the ratio; a base KRX set otherwise is 감자's.
  if (ratio < 1) {
    if (sharesChanged) return Math.abs(sharesRatio / ratio - 1) < 0.01 ? 'merge' : 'reduction';
    return isWholeRatio(1 / ratio) ? 'merge' : 'reduction';
  }
  if (sharesChanged && Math.abs(sharesRatio / ratio - 1) < 0.01) return 'split';
  return isWholeRatio(ratio) ? 'bonus' : 'rights';
}

/**
 * The days on which a stock's base price (the previous close KRX states) differs from the close
 * of its previous trading day by at least a tick: KRX moved the base for a corporate action.
 * A base within a tick of the close is KRX putting an off-grid close back on the grid.
 */
export function detectCorporateActions(input: {
  symbol: string;
  bars: DailyBar[];
  /** Listed shares by date, where the data states them. */
  shares: Map<string, number>;
  fromYahoo: Set<string>;
  tradingDays: string[];
}): CorporateAction[] {
  const { symbol, bars, shares, fromYahoo, tradingDays } = input;
  const dayIndex = new Map(tradingDays.map((day, i) => [day, i]));
  const out: CorporateAction[] = [];
  bars.forEach((bar, i) => {
    const before = bars[i - 1];
    const basePrice = bar.previousClose;
    if (!before || basePrice === undefined) return;
    // After left-out days a raw KRX base is the close of a day we do not have; only a Yahoo
    // factor that changed across them (stated by unscaleWindow) is an action we can date.
    const adjacent = (dayIndex.get(bar.date) ?? -2) - (dayIndex.get(before.date) ?? 0) === 1;
    if (!adjacent && !fromYahoo.has(bar.date)) return;
    if (Math.abs(basePrice - before.close) < tickSize(basePrice)) return;
    const sharesBefore = shares.get(before.date);
    const sharesAfter = shares.get(bar.date);
    const sharesRatio =
      sharesBefore && sharesAfter ? Math.round((sharesAfter / sharesBefore) * 1e4) / 1e4 : null;
    out.push({
      symbol,
      date: bar.date,
      kind: classify(before.close, basePrice, sharesRatio),
      previousClose: before.close,
      basePrice,
      sharesRatio,
      source: fromYahoo.has(bar.date) ? 'yahoo' : 'krx',
    });
  });
  return out;
}
