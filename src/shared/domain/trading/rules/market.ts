import type { Market } from '../../../schemas/market';
import type { RuleMarket } from '../../../schemas/class-rules';
import type { RuleViolation } from './violation';

/** KOSDAQ GLOBAL is a KOSDAQ segment, so a class that allows KOSDAQ allows it too. */
export function ruleMarketOf(market: Market): RuleMarket {
  return market === 'KOSDAQ GLOBAL' ? 'KOSDAQ' : market;
}

export function checkMarket({
  market,
  allowed,
}: {
  market: Market;
  allowed: readonly RuleMarket[];
}): RuleViolation | null {
  if (allowed.includes(ruleMarketOf(market))) return null;
  return {
    code: 'RULE_MARKET',
    message: `우리 반은 ${allowed.join('·')} 종목만 거래할 수 있어요: 이 종목은 ${market}`,
  };
}
