import type { RuleViolation } from './violation';

/** Share of the total assets in percent (Infinity when there are no assets but a position). */
export const sharePercent = (part: number, whole: number) =>
  whole > 0 ? (part / whole) * 100 : part > 0 ? Infinity : 0;

/**
 * After a buy, the stock's holding (old shares and new, at the order's price) may take at most
 * `maxPercent` of the total assets (cash + holdings, less the fee that leaves).
 */
export function checkPositionShare({
  maxPercent,
  positionValueAfter,
  totalAssetsAfter,
}: {
  maxPercent: number | null;
  positionValueAfter: number;
  totalAssetsAfter: number;
}): RuleViolation | null {
  if (maxPercent === null) return null;
  const share = sharePercent(positionValueAfter, totalAssetsAfter);
  // Compared as shown: an order that would show "30.0 %" keeps a 30 % rule.
  const tenths = Number.isFinite(share) ? Math.round(share * 10) : 1_000;
  if (tenths <= maxPercent * 10) return null;
  const shown = (tenths / 10).toFixed(1);
  return {
    code: 'RULE_POSITION_LIMIT',
    message: `한 종목 비중은 총 자산의 ${maxPercent} %까지예요: 이 주문 후 ${shown} %`,
  };
}
