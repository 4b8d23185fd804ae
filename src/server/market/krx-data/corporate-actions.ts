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
  // Without listed shares a ×5 or more is read as 액면분할 (LS ELECTRIC 2026-04-13, ×5): a
  // 무상증자 of four new shares per share is rarer than a split; a ×2 stays ambiguous.
  if (sharesRatio === null && Math.round(ratio) >= 5 && isWholeRatio(ratio)) return 'split';
  return isWholeRatio(ratio) ? 'bonus' : 'rights';
}

// Treasury shares get no 무상증자 shares, so the listed shares grow a little less than a holder's.
const TREASURY_SLACK = 0.03;
const EXACT = 0.001;
/** How far after the event day the new shares of a 무상증자 or 주식배당 are looked for. */
const LISTING_WINDOW_DAYS = 45;

/** The round ratios a board states per old share: 1주당 0.05주 … 10주, 1/n for 병합·감자. */
function roundRatios(ratio: number): number[] {
  if (ratio >= 1) {
    const hundredths = Math.round(ratio * 100) / 100;
    return [hundredths, Math.round(ratio)].filter((r) => r > 1);
  }
  const n = Math.round(1 / ratio);
  return [1 / n, Math.round(ratio * 100) / 100].filter((r) => r > 0);
}

const near = (a: number, b: number, tolerance: number) => Math.abs(a / b - 1) <= tolerance;

/** A listed-shares ratio read as the round ratio it is, or kept to four places. */
export function roundShareRatio(sharesRatio: number): number {
  const round = roundRatios(sharesRatio).find((r) => near(sharesRatio, r, EXACT));
  return round ?? Math.round(sharesRatio * 1e4) / 1e4;
}

/**
 * The round ratio whose close ÷ ratio lands on the base price within a tick: KRX's base is the
 * close ÷ the ratio put on the grid, so the price ratio itself is off by up to a tick.
 */
export function ratioFromBasePrice(previousClose: number, basePrice: number): number | null {
  const tick = tickSize(basePrice);
  const fits = roundRatios(previousClose / basePrice).filter(
    (r) => Math.abs(previousClose / r - basePrice) <= tick,
  );
  return (
    fits.sort(
      (a, b) => Math.abs(previousClose / a - basePrice) - Math.abs(previousClose / b - basePrice),
    )[0] ?? null
  );
}

interface ShareRatio {
  shareRatio: number | null;
  verifiedBy: CorporateAction['verifiedBy'];
}

/** The listed shares' changes after `from`, within the window: each as after ÷ before. */
function laterChanges(shares: Map<string, number>, from: string): number[] {
  const until = new Date(Date.parse(from) + LISTING_WINDOW_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const days = [...shares.keys()].filter((d) => d >= from && d <= until).sort();
  return days
    .slice(1)
    .map((d, i) => (shares.get(d) as number) / (shares.get(days[i] as string) as number));
}

function shareRatioOf(
  kind: CorporateAction['kind'],
  action: { previousClose: number; basePrice: number; sharesRatio: number | null },
  later: number[],
): ShareRatio {
  const { previousClose, basePrice, sharesRatio } = action;
  if (kind === 'rights')
    return { shareRatio: null, verifiedBy: later.some((r) => r > 1) ? 'listed-shares' : 'none' };
  // 액면분할·병합·감자 list the new shares on the day the stock reopens.
  if (kind !== 'bonus' && sharesRatio !== null && Math.abs(sharesRatio - 1) > SAME_SHARES)
    return { shareRatio: roundShareRatio(sharesRatio), verifiedBy: 'listed-shares' };
  const fromPrice = ratioFromBasePrice(previousClose, basePrice);
  if (fromPrice === null) return { shareRatio: null, verifiedBy: 'none' };
  // 무상증자·주식배당 list theirs some weeks later.
  const listed = later.some(
    (r) => r > 1 && r <= fromPrice * (1 + EXACT) && near(r, fromPrice, TREASURY_SLACK),
  );
  return { shareRatio: fromPrice, verifiedBy: listed ? 'listed-shares' : 'base-price' };
}

/**
 * Whether the action happened: 액면분할·병합·감자 change the listed shares on their day, so a
 * new base with the shares unchanged is a halt's reopening (071200, 451700; 466910's SPAC merger).
 */
function happened(kind: CorporateAction['kind'], sharesRatio: number | null): boolean {
  if (kind === 'bonus' || kind === 'rights') return true;
  return sharesRatio === null || Math.abs(sharesRatio - 1) > SAME_SHARES;
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
    const guessed = classify(before.close, basePrice, sharesRatio);
    if (!happened(guessed, sharesRatio)) return;
    const prices = { previousClose: before.close, basePrice, sharesRatio };
    const later = laterChanges(shares, before.date);
    const ratio = shareRatioOf(guessed, prices, later);
    // A 무상증자's base is the close ÷ its ratio on the tick grid; a base near a round ratio that
    // is not on it, with no new shares listed to that ratio, is a 유상증자's 권리락 (라온피플
    // 2026-01-08: 2,280 ÷ 1.2 = 1,900, base 1,902; its 유상 shares listed on 03-10).
    const kind = guessed === 'bonus' && ratio.shareRatio === null ? 'rights' : guessed;
    out.push({
      symbol,
      date: bar.date,
      kind,
      ...prices,
      ...(kind === guessed ? ratio : shareRatioOf(kind, prices, later)),
      source: fromYahoo.has(bar.date) ? 'yahoo' : 'krx',
    });
  });
  return out;
}
