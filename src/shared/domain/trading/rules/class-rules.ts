import type { ClassRules } from '../../../schemas/class-rules';
import type { Market } from '../../../schemas/market';
import { checkDailyOrders } from './daily-orders';
import { checkMarket } from './market';
import { checkPositionShare } from './position-share';
import { checkTradingTime } from './trading-time';
import type { RuleViolation } from './violation';

export interface RuleCheckInput {
  rules: ClassRules;
  side: 'BUY' | 'SELL';
  market: Market;
  /** The wall clock (KST timetable), not the replayed market's time. */
  now: Date;
  /** null at fill: the order was counted when it was placed. */
  placedToday: number | null;
  /** For buys: the stock's holding and the total assets once this order is done. */
  positionValueAfter: number;
  totalAssetsAfter: number;
}

/**
 * Every class rule an order must keep, in the order a student meets them: when, where, how
 * often, how concentrated. Sells are never stopped by the market or share rules: a student may
 * always leave a position.
 */
export function classRuleViolations(input: RuleCheckInput): RuleViolation[] {
  const { rules } = input;
  const found = [
    checkTradingTime({
      tradingHours: rules.tradingHours,
      timetable: rules.timetable,
      now: input.now,
    }),
    input.side === 'BUY' ? checkMarket({ market: input.market, allowed: rules.markets }) : null,
    input.placedToday === null
      ? null
      : checkDailyOrders({ max: rules.maxOrdersPerDay, placedToday: input.placedToday }),
    input.side === 'BUY'
      ? checkPositionShare({
          maxPercent: rules.maxPositionPercent,
          positionValueAfter: input.positionValueAfter,
          totalAssetsAfter: input.totalAssetsAfter,
        })
      : null,
  ];
  return found.filter((v): v is RuleViolation => v !== null);
}
