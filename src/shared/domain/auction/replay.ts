import { curves, type AuctionSide, type PriceQuantity } from './clearing';

// Replaying a call auction (docs/product/trading.md#call-auction): the teacher steps through the orders as they arrived
// and the class watches the demand and supply curves build up to the clearing price.

/** An order as the room sees it: no name, no id, only what it did to the curves and when. */
export interface ArrivedOrder {
  side: AuctionSide;
  quantity: number;
  price: number;
  /** ISO instant the order arrived. */
  at: string;
}

/** The demand and supply step curves as they stood at instant t (epoch ms): orders up to t. */
export function curvesAt(
  orders: ArrivedOrder[],
  t: number,
): { demand: PriceQuantity[]; supply: PriceQuantity[] } {
  const arrived = orders
    .map((o, id) => ({ ...o, id, createdAt: Date.parse(o.at) }))
    .filter((o) => o.createdAt <= t);
  return curves(arrived);
}

/** The replay's stops: each distinct arrival instant, earliest first (ties arrive together). */
export function arrivalTimes(orders: ArrivedOrder[]): number[] {
  return [...new Set(orders.map((o) => Date.parse(o.at)))].sort((a, b) => a - b);
}
