import type { ClassRules } from '../../../../shared/schemas/class-rules';
import { NumberField } from './NumberField';
import type { RulesField } from './useClassRulesDraft';

/** The lesson rules as the form holds them: the text of each input. */
export const lessonDraftOf = (rules: ClassRules) => ({
  depositPercent: String(rules.depositRateBp / 100),
  amount: rules.regularDeposit?.amount.toString() ?? '500000',
  schedule: (rules.regularDeposit?.schedule ?? '') as '' | 'WEEKLY' | 'MONTHLY',
  objective: rules.regionObjective,
});
type LessonDraft = ReturnType<typeof lessonDraftOf>;

/** The draft as the rules' fields, for zClassRules to check. */
export const lessonRulesOf = (draft: LessonDraft) => ({
  depositRateBp: Math.round(Number(draft.depositPercent) * 100),
  regularDeposit:
    draft.schedule === '' ? null : { amount: Number(draft.amount), schedule: draft.schedule },
  regionObjective: draft.objective,
});

/** 경제 수학 lessons (docs/product/teaching.md#lessons): the deposit rate, the regular deposit, the region's objective. */
export function LessonRulesFields({ field }: { field: RulesField }) {
  const { error: _scheduleError, ...schedule } = field('schedule');
  const { error: _objectiveError, ...objective } = field('objective');
  return (
    <fieldset>
      <legend>경제 수학 수업</legend>
      <div className="field-row">
        <NumberField
          id="rule-deposit-rate"
          label="정기예금 금리 (연 %)"
          inputMode="decimal"
          min={0}
          max={20}
          step={0.01}
          hint="학생 분석의 단리·복리·현재가치·연금 비교에 쓰입니다"
          {...field('depositPercent')}
        />
        <div className="field">
          <label htmlFor="rule-regular-schedule">적립식 입금</label>
          <select id="rule-regular-schedule" {...schedule}>
            <option value="">없음</option>
            <option value="WEEKLY">매주 첫 거래일</option>
            <option value="MONTHLY">매달 첫 거래일</option>
          </select>
        </div>
        {schedule.value !== '' && (
          <NumberField
            id="rule-regular-amount"
            label="적립 금액 (원)"
            inputMode="numeric"
            min={1000}
            step={1000}
            hint="장이 열릴 때 입금으로 들어가며 수익률에는 넣지 않습니다"
            {...field('amount')}
          />
        )}
      </div>
      <div className="field">
        <label htmlFor="rule-region-objective">부등식의 영역에서 최대로 할 것</label>
        <select id="rule-region-objective" {...objective}>
          <option value="SHARES">주식 수 (x + y)</option>
          <option value="INVESTED">투자 금액</option>
        </select>
      </div>
    </fieldset>
  );
}
