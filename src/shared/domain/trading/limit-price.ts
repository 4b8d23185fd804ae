import { formatNumber } from '../../format';
import type { Market } from '../../schemas/market';
import { isWithinLimits, priceLimits } from '../market/price-limits';
import { isOnTick, tickSize } from '../market/tick-size';
import type { RuleViolation } from './rules/violation';

/** A 지정가 must sit on the KRX tick grid and inside the day's price limits (±30 %, KONEX ±15 %). */
export function checkLimitPrice({
  limitPrice,
  previousClose,
  market,
}: {
  limitPrice: number;
  previousClose: number;
  market: Market;
}): RuleViolation | null {
  if (!isOnTick(limitPrice)) {
    return {
      code: 'LIMIT_PRICE_TICK',
      message: `주문 가격은 호가 단위(${formatNumber(tickSize(limitPrice))}원)에 맞아야 해요: ${formatNumber(limitPrice)}원`,
    };
  }
  const limits = priceLimits(previousClose, market);
  if (isWithinLimits(limitPrice, limits)) return null;
  return {
    code: 'LIMIT_PRICE_RANGE',
    message: `주문 가격은 오늘 가격제한폭(${formatNumber(limits.lower)}원~${formatNumber(limits.upper)}원) 안이어야 해요: ${formatNumber(limitPrice)}원`,
  };
}
