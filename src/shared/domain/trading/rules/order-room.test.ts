import { describe, expect, it } from 'vitest';
import { DEFAULT_CLASS_RULES, type ClassRules } from '../../../schemas/class-rules';
import { maxBuyUnderRules, placementViolations, type OrderRoom } from './order-room';

const now = new Date('2026-03-09T01:00:00Z'); // Monday 10:00 KST
const freshAccount: OrderRoom = {
  availableCash: 10_000_000,
  heldQuantity: 0,
  positionValue: 0,
  totalAssets: 10_000_000,
  ordersToday: 0,
};
const rulesWith = (changes: Partial<ClassRules>): ClassRules => ({
  ...DEFAULT_CLASS_RULES,
  ...changes,
});
const maxAt = (price: number, rules: ClassRules, room = freshAccount) =>
  maxBuyUnderRules({ room, rules, market: 'KOSPI', price, now });
const refused = (quantity: number, price: number, rules: ClassRules, room = freshAccount) =>
  placementViolations({ room, rules, side: 'BUY', market: 'KOSPI', quantity, price, now }).map(
    (v) => v.code,
  );

describe('maxBuyUnderRules: 최대 is a buy the server accepts', () => {
  it('without rules, what the cash pays for, fee included', () => {
    expect(maxAt(70_000, DEFAULT_CLASS_RULES)).toBe(142);
  });

  it('a 30 % weight cap stops at the last share the cap allows', () => {
    const rules = rulesWith({ maxPositionPercent: 30 });
    const most = maxAt(70_000, rules);
    expect(most).toBe(42); // 42 × 70,000 = 2,940,000 of ~10,000,000: 29.4 %; 43 shows 30.1 %
    expect(refused(most, 70_000, rules)).toEqual([]);
    expect(refused(most + 1, 70_000, rules)).toEqual(['RULE_POSITION_LIMIT']);
  });

  it('counts the shares already held toward the cap', () => {
    const rules = rulesWith({ maxPositionPercent: 30 });
    const holding: OrderRoom = {
      availableCash: 8_600_000,
      heldQuantity: 20,
      positionValue: 1_400_000,
      totalAssets: 10_000_000,
      ordersToday: 1,
    };
    expect(maxAt(70_000, rules, holding)).toBe(22);
  });

  it('is 0 once the day’s orders are used up, or the holding is already over the cap', () => {
    const done = { ...freshAccount, ordersToday: 3 };
    expect(maxAt(70_000, rulesWith({ maxOrdersPerDay: 3 }), done)).toBe(0);
    const over: OrderRoom = {
      availableCash: 6_000_000,
      heldQuantity: 50,
      positionValue: 4_000_000,
      totalAssets: 10_000_000,
      ordersToday: 0,
    };
    expect(maxAt(80_000, rulesWith({ maxPositionPercent: 30 }), over)).toBe(0);
  });

  it('is 0 for a market the class does not trade', () => {
    const rules = rulesWith({ markets: ['KOSDAQ'] });
    expect(maxAt(70_000, rules)).toBe(0);
  });
});
