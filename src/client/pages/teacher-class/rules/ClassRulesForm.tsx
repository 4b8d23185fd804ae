import { salesTaxSummary } from '../../../../shared/domain/market/fees';
import { RULE_MARKETS, type ClassRules } from '../../../../shared/schemas/class-rules';
import { SegmentedControl } from '../../../components/SegmentedControl';
import { LessonRulesFields } from './LessonRulesFields';
import { RuleLimitFields } from './RuleLimitFields';
import { TimetableEditor } from './TimetableEditor';
import { useClassRulesDraft } from './useClassRulesDraft';

const hoursChoices = [
  { value: 'MARKET', label: '장 운영 시간 내내' },
  { value: 'TIMETABLE', label: '수업 시간표에만' },
] as const;

/** The teacher's 우리 반 규칙 form; a save applies to new orders from now on. */
export function ClassRulesForm({ classId, rules }: { classId: number; rules: ClassRules }) {
  const { form, toggleMarket, submit } = useClassRulesDraft(classId, rules);
  const draft = form.values;

  return (
    <form className="rules-form" onSubmit={submit} noValidate aria-label="우리 반 규칙">
      <RuleLimitFields field={form.field} />
      <label className="check">
        <input
          type="checkbox"
          checked={draft.sellTax}
          onChange={(e) => form.set('sellTax', e.target.checked)}
        />
        매도할 때 증권거래세(2026년 {salesTaxSummary()})를 냅니다
      </label>
      <fieldset>
        <legend>거래할 수 있는 시장</legend>
        {RULE_MARKETS.map((market) => (
          <label key={market} className="check">
            <input
              type="checkbox"
              checked={draft.markets.includes(market)}
              onChange={() => toggleMarket(market)}
            />
            {market}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <span className="field-label">거래 시간</span>
        <SegmentedControl
          label="거래 시간"
          segments={[...hoursChoices]}
          value={draft.hours}
          onChange={(hours) => form.set('hours', hours)}
        />
      </div>
      {draft.hours === 'TIMETABLE' && (
        <TimetableEditor
          periods={draft.timetable}
          onChange={(timetable) => form.set('timetable', timetable)}
        />
      )}
      <LessonRulesFields field={form.field} />
      {form.error && (
        <p className="field-error" role="alert">
          {form.error}
        </p>
      )}
      <div>
        <button type="submit" className="button button-primary">
          규칙 저장
        </button>
      </div>
    </form>
  );
}
