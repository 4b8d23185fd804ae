import { classRulesApi } from '../../../../shared/contracts/teacher-market';
import type { RULE_MARKETS } from '../../../../shared/schemas/class-rules';
import { zClassRules, type ClassRules } from '../../../../shared/schemas/class-rules';
import { call } from '../../../api/call';
import { errorMessage, notify } from '../../../components/toast';
import { invalidateEndpoints } from '../../../data/query-client';
import { optionalNumberOf } from '../../../hooks/form-numbers';
import { useZodForm } from '../../../hooks/useZodForm';
import { lessonDraftOf, lessonRulesOf } from './LessonRulesFields';

function draftOf(rules: ClassRules) {
  return {
    cash: String(rules.initialCash),
    feePercent: String(rules.feeRatePpm / 10_000),
    sellTax: rules.sellTax,
    maxShare: rules.maxPositionPercent?.toString() ?? '',
    maxOrders: rules.maxOrdersPerDay?.toString() ?? '',
    markets: rules.markets,
    hours: rules.tradingHours,
    timetable: rules.timetable,
    ...lessonDraftOf(rules),
  };
}
type RulesDraft = ReturnType<typeof draftOf>;

const rulesOf = (draft: RulesDraft) => ({
  initialCash: Number(draft.cash),
  feeRatePpm: Math.round(Number(draft.feePercent) * 10_000),
  sellTax: draft.sellTax,
  maxPositionPercent: optionalNumberOf(draft.maxShare),
  maxOrdersPerDay: optionalNumberOf(draft.maxOrders),
  markets: draft.markets,
  tradingHours: draft.hours,
  timetable: draft.timetable,
  ...lessonRulesOf(draft),
});

/**
 * The 우리 반 규칙 being edited and its save; a refusal (the schema's or the server's) shows in
 * the form, a save makes the rules and their change log refetch.
 */
export function useClassRulesDraft(classId: number, rules: ClassRules) {
  const form = useZodForm(zClassRules, draftOf(rules), rulesOf);

  const submit = form.handleSubmit(async (body) => {
    try {
      await call(classRulesApi.save, { params: { id: classId }, body });
      notify.success('우리 반 규칙을 저장했습니다. 새 주문부터 적용됩니다');
      void invalidateEndpoints([classRulesApi.get, classRulesApi.changes]);
    } catch (failure) {
      form.setError(errorMessage(failure, '작업에 실패했습니다.'));
    }
  });

  const toggleMarket = (market: (typeof RULE_MARKETS)[number]) => {
    const { markets } = form.values;
    form.set(
      'markets',
      markets.includes(market) ? markets.filter((m) => m !== market) : [...markets, market],
    );
  };

  return { form, toggleMarket, submit };
}

export type RulesField = ReturnType<typeof useClassRulesDraft>['form']['field'];
