import type { ClassRules } from '../../../schemas/class-rules';
import type { Market } from '../../../schemas/market';
import type { OrderContext } from '../../../schemas/orders';
import { maxBuyQuantity, quoteBuy } from '../quote';
import { classRuleViolations } from './class-rules';
import type { RuleViolation } from './violation';

/** What the order context says about the student's account and this stock. */
export type OrderRoom = Pick<
  OrderContext,
  'availableCash' | 'heldQuantity' | 'positionValue' | 'totalAssets' | 'ordersToday'
>;

export interface PlacementInput {
  room: OrderRoom;
  rules: ClassRules;
  side: 'BUY' | 'SELL';
  market: Market;
  quantity: number;
  /** The limit, or the current price for a market order. */
  price: number;
  now: Date;
}

/**
 * The class rules an order would break when placed, with the holding and total assets valued as
 * the server values them (this stock at the order's price, the fee leaving the assets).
 */
export function placementViolations(input: PlacementInput): RuleViolation[] {
  const { room, rules, quantity, price } = input;
  const held = room.heldQuantity;
  const fee = quoteBuy({ price, quantity, feeRatePpm: rules.feeRatePpm }).fee;
  return classRuleViolations({
    rules,
    side: input.side,
    market: input.market,
    now: input.now,
    placedToday: room.ordersToday,
    positionValueAfter: (held + quantity) * price,
    totalAssetsAfter: room.totalAssets - fee - room.positionValue + held * price,
  });
}

/**
 * The most shares a buy may ask for: what 주문 가능 현금 pays for, fee included, and no more than
 * the class's rules let through (one stock's share of the assets, orders per day, markets, time).
 * Only the share rule depends on the quantity and it grows with it, so a bisection finds the edge.
 */
export function maxBuyUnderRules(input: Omit<PlacementInput, 'side' | 'quantity'>): number {
  const { room, rules, price } = input;
  const allowed = (quantity: number) =>
    placementViolations({ ...input, side: 'BUY', quantity }).length === 0;
  let low = 0;
  let high = maxBuyQuantity({ cash: room.availableCash, price, feeRatePpm: rules.feeRatePpm });
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (allowed(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}
