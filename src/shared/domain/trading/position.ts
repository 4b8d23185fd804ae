import { assertHeld } from './order';

export interface Position {
  quantity: number;
  /** Weighted average purchase price in won; fractional so repeated buys do not drift. */
  averagePrice: number;
}

export interface Fill {
  price: number;
  quantity: number;
}

/** Costs stay out of the average price, as on Korean brokers' 평균단가 screens. */
export function applyBuy(position: Position | null, fill: Fill): Position {
  const held = position?.quantity ?? 0;
  const cost = held * (position?.averagePrice ?? 0) + fill.price * fill.quantity;
  const quantity = held + fill.quantity;
  return { quantity, averagePrice: cost / quantity };
}

export interface SellOutcome {
  /** null when the last share was sold: the holding is removed. */
  position: Position | null;
  /** (price − average price) × quantity, rounded to won, before fee and tax. */
  realisedProfitLoss: number;
}

export function applySell(position: Position | null, fill: Fill): SellOutcome {
  const held = position?.quantity ?? 0;
  assertHeld({ held, quantity: fill.quantity });
  const averagePrice = position?.averagePrice ?? 0;
  const quantity = held - fill.quantity;
  return {
    position: quantity === 0 ? null : { quantity, averagePrice },
    realisedProfitLoss: Math.round((fill.price - averagePrice) * fill.quantity),
  };
}
