import { NumberField } from './NumberField';
import type { RulesField } from './useClassRulesDraft';

/** Starting cash, fee rate and the two limits (empty means no limit). */
export function RuleLimitFields({ field }: { field: RulesField }) {
  return (
    <>
      <div className="field-row">
        <NumberField
          id="rule-cash"
          label="시작 자금 (원)"
          inputMode="numeric"
          min={0}
          step={1000}
          hint="새로 승인되는 학생과 현금 초기화에 쓰입니다"
          {...field('cash')}
        />
        <NumberField
          id="rule-fee"
          label="수수료율 (%)"
          inputMode="decimal"
          min={0}
          max={1}
          step={0.001}
          {...field('feePercent')}
        />
      </div>
      <div className="field-row">
        <NumberField
          id="rule-share"
          label="한 종목 비중 한도 (%)"
          inputMode="numeric"
          min={1}
          max={100}
          placeholder="제한 없음"
          {...field('maxShare')}
        />
        <NumberField
          id="rule-orders"
          label="하루 주문 한도 (회)"
          inputMode="numeric"
          min={1}
          max={1000}
          placeholder="제한 없음"
          {...field('maxOrders')}
        />
      </div>
    </>
  );
}
