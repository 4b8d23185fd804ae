import type { RuleViolation } from './violation';

/** `placedToday` counts the student's orders of this KST day before this one. */
export function checkDailyOrders({
  max,
  placedToday,
}: {
  max: number | null;
  placedToday: number;
}): RuleViolation | null {
  if (max === null || placedToday < max) return null;
  return {
    code: 'RULE_DAILY_ORDERS',
    message: `하루 주문은 ${max}회까지예요: 오늘 이미 ${placedToday}회 주문했어요`,
  };
}
