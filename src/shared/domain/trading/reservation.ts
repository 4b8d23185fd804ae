import { kstDate, sessionOf } from '../market/calendar';
import { quoteBuy } from './quote';

export type Side = 'BUY' | 'SELL';

/** Cash an open buy holds back: what it costs at its limit, fee included. */
export const buyReservation = (o: { limitPrice: number; quantity: number; feeRatePpm: number }) =>
  quoteBuy({ price: o.limitPrice, quantity: o.quantity, feeRatePpm: o.feeRatePpm }).total;

/** 주문 가능 현금: cash less what open buys hold back (never below zero). */
export const availableCash = (o: { cash: number; reserved: number }) =>
  Math.max(0, o.cash - o.reserved);

/** 주문 가능 수량: shares held less those open sells already promise. */
export const orderableShares = (o: { held: number; openSells: number }) =>
  Math.max(0, o.held - o.openSells);

/** A buy limit at or above the price, or a sell limit at or below it, trades now. */
export function isCrossed({
  side,
  limitPrice,
  price,
}: {
  side: Side;
  limitPrice: number;
  price: number;
}) {
  return side === 'BUY' ? price <= limitPrice : price >= limitPrice;
}

/** A day order lives until the close of the market day it was placed on (KST). */
export function expiresAt(marketDay: string): number {
  return sessionOf(marketDay).closesAt;
}

/**
 * Expired after its day's close, and also when the market's time is before its day (a replay
 * restarted from an earlier date): a day order lives only on its own market day.
 */
export function isExpired({ marketDay, now }: { marketDay: string; now: Date }): boolean {
  return now.getTime() >= expiresAt(marketDay) || kstDate(now) < marketDay;
}
