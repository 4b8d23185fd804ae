import type { ClassRules } from '../../../../shared/schemas/class-rules';

/** The lesson rules as the form holds them: the text of each input. */
export interface LessonDraft {
  depositPercent: string;
  amount: string;
  schedule: '' | 'WEEKLY' | 'MONTHLY';
  objective: ClassRules['regionObjective'];
}

export const lessonDraftOf = (rules: ClassRules): LessonDraft => ({
  depositPercent: String(rules.depositRateBp / 100),
  amount: rules.regularDeposit?.amount.toString() ?? '500000',
  schedule: rules.regularDeposit?.schedule ?? '',
  objective: rules.regionObjective,
});

/** The draft as the rules' fields, for zClassRules to check. */
export const lessonRulesOf = (draft: LessonDraft) => ({
  depositRateBp: Math.round(Number(draft.depositPercent) * 100),
  regularDeposit:
    draft.schedule === '' ? null : { amount: Number(draft.amount), schedule: draft.schedule },
  regionObjective: draft.objective,
});

/** 경제 수학 lessons (issue 30): the deposit rate, the regular deposit, the region's objective. */
export function LessonRulesFields({
  draft,
  onChange,
}: {
  draft: LessonDraft;
  onChange: (draft: LessonDraft) => void;
}) {
  const set = <K extends keyof LessonDraft>(key: K, value: LessonDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <fieldset>
      <legend>경제 수학 수업</legend>
      <div className="field-row">
        <div className="field">
          <label htmlFor="rule-deposit-rate">정기예금 금리 (연 %)</label>
          <input
            id="rule-deposit-rate"
            type="number"
            inputMode="decimal"
            min={0}
            max={20}
            step={0.01}
            value={draft.depositPercent}
            onChange={(e) => set('depositPercent', e.target.value)}
          />
          <span className="field-hint">학생 분석의 단리·복리·현재가치·연금 비교에 쓰입니다</span>
        </div>
        <div className="field">
          <label htmlFor="rule-regular-schedule">적립식 입금</label>
          <select
            id="rule-regular-schedule"
            value={draft.schedule}
            onChange={(e) => set('schedule', e.target.value as LessonDraft['schedule'])}
          >
            <option value="">없음</option>
            <option value="WEEKLY">매주 첫 거래일</option>
            <option value="MONTHLY">매달 첫 거래일</option>
          </select>
        </div>
        {draft.schedule !== '' && (
          <div className="field">
            <label htmlFor="rule-regular-amount">적립 금액 (원)</label>
            <input
              id="rule-regular-amount"
              type="number"
              inputMode="numeric"
              min={1000}
              step={1000}
              value={draft.amount}
              onChange={(e) => set('amount', e.target.value)}
            />
            <span className="field-hint">
              장이 열릴 때 입금으로 들어가며 수익률에는 넣지 않습니다
            </span>
          </div>
        )}
      </div>
      <div className="field">
        <label htmlFor="rule-region-objective">부등식의 영역에서 최대로 할 것</label>
        <select
          id="rule-region-objective"
          value={draft.objective}
          onChange={(e) => set('objective', e.target.value as LessonDraft['objective'])}
        >
          <option value="SHARES">주식 수 (x + y)</option>
          <option value="INVESTED">투자 금액</option>
        </select>
      </div>
    </fieldset>
  );
}
