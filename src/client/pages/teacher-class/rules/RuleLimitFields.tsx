import type { RulesDraft } from './useClassRulesDraft';

type Limits = Pick<RulesDraft, 'cash' | 'feePercent' | 'maxShare' | 'maxOrders'>;

/** Starting cash, fee rate and the two limits (empty means no limit). */
export function RuleLimitFields({
  draft,
  set,
}: {
  draft: Limits;
  set: (key: keyof Limits) => (value: string) => void;
}) {
  return (
    <>
      <div className="field-row">
        <div className="field">
          <label htmlFor="rule-cash">시작 자금 (원)</label>
          <input
            id="rule-cash"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            value={draft.cash}
            onChange={(e) => set('cash')(e.target.value)}
          />
          <span className="field-hint">새로 승인되는 학생과 현금 초기화에 쓰입니다</span>
        </div>
        <div className="field">
          <label htmlFor="rule-fee">수수료율 (%)</label>
          <input
            id="rule-fee"
            type="number"
            inputMode="decimal"
            min={0}
            max={1}
            step={0.001}
            value={draft.feePercent}
            onChange={(e) => set('feePercent')(e.target.value)}
          />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="rule-share">한 종목 비중 한도 (%)</label>
          <input
            id="rule-share"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            placeholder="제한 없음"
            value={draft.maxShare}
            onChange={(e) => set('maxShare')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="rule-orders">하루 주문 한도 (회)</label>
          <input
            id="rule-orders"
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            placeholder="제한 없음"
            value={draft.maxOrders}
            onChange={(e) => set('maxOrders')(e.target.value)}
          />
        </div>
      </div>
    </>
  );
}
