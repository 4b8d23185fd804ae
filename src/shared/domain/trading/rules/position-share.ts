import type { RuleViolation } from './violation';

/** Share of the total assets, one decimal as the message shows it (41.25 → "41.3"). */
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
  if (Math.round(share * 10) <= maxPercent * 10) return null;
  const shown = Number.isFinite(share) ? share.toFixed(1) : '100.0';
  return {
    code: 'RULE_POSITION_LIMIT',
    message: `한 종목 비중은 총 자산의 ${maxPercent} %까지입니다: 이 주문 후 ${shown} %`,
  };
}
