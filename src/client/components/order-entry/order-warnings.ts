import { checkLimitPrice } from '../../../shared/domain/trading/limit-price';
import { quoteBuy } from '../../../shared/domain/trading/quote';
import { placementViolations } from '../../../shared/domain/trading/rules/order-room';
import { messages } from '../../../shared/messages';
import type { ClassRules } from '../../../shared/schemas/class-rules';
import { zMarket } from '../../../shared/schemas/market';
import type { OrderContext } from '../../../shared/schemas/orders';

/**
 * What the server would refuse, found with the same domain functions before the order is sent
 * (the server stays authoritative: it checks again, and again at the fill).
 */
export function orderWarnings(input: {
  context: OrderContext;
  rules: ClassRules;
  side: 'BUY' | 'SELL';
  quantity: number;
  /** The limit, or the current price for a market order. */
  price: number | null;
  now: Date;
}): string[] {
  const { context, rules, side, quantity, price } = input;
  const market = zMarket.safeParse(context.market);
  if (!market.success || !price || !Number.isInteger(quantity) || quantity <= 0) return [];
  const fee = quoteBuy({ price, quantity, feeRatePpm: rules.feeRatePpm }).fee;
  const found = placementViolations({
    room: context,
    rules,
    side,
    market: market.data,
    quantity,
    price,
    now: input.now,
  }).map((v) => v.message);
  if (side === 'BUY' && quantity * price + fee > context.availableCash) {
    found.push(messages.insufficientCash);
  }
  if (side === 'SELL' && quantity > context.orderableQuantity) {
    found.push(messages.insufficientHoldings);
  }
  return found;
}

/**
 * What is wrong with a 지정가 (off the tick grid, outside the day's limits), shown under the
 * field as soon as it is typed, before a quantity or a rationale.
 */
export function limitPriceError(context: OrderContext, limitPrice: number | null): string | null {
  const market = zMarket.safeParse(context.market);
  if (limitPrice === null || !context.previousClose || !market.success) return null;
  if (!Number.isSafeInteger(limitPrice) || limitPrice <= 0) return '주문 가격을 입력해주세요';
  return (
    checkLimitPrice({ limitPrice, previousClose: context.previousClose, market: market.data })
      ?.message ?? null
  );
}
