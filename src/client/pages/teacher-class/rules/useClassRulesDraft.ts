import { useState, type FormEvent } from 'react';
import { classRulesApi } from '../../../../shared/contracts/teacher-market';
import type { RULE_MARKETS } from '../../../../shared/schemas/class-rules';
import { zClassRules, type ClassRules } from '../../../../shared/schemas/class-rules';
import { call } from '../../../api/call';
import { errorMessage, notify } from '../../../components/toast';
import { invalidateEndpoints } from '../../../data/query-client';
import { lessonDraftOf, lessonRulesOf } from './LessonRulesFields';

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

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
    lessons: lessonDraftOf(rules),
  };
}

export type RulesDraft = ReturnType<typeof draftOf>;

/**
 * The 우리 반 규칙 being edited and its save; a refusal (the schema's or the server's) shows in
 * the form, a save makes the rules and their change log refetch.
 */
export function useClassRulesDraft(classId: number, rules: ClassRules) {
  const [draft, setDraft] = useState(() => draftOf(rules));
  const [error, setError] = useState<string | null>(null);
  const set =
    <K extends keyof RulesDraft>(key: K) =>
    (value: RulesDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = zClassRules.safeParse({
      initialCash: Number(draft.cash),
      feeRatePpm: Math.round(Number(draft.feePercent) * 10_000),
      sellTax: draft.sellTax,
      maxPositionPercent: optionalNumber(draft.maxShare),
      maxOrdersPerDay: optionalNumber(draft.maxOrders),
      markets: draft.markets,
      tradingHours: draft.hours,
      timetable: draft.timetable,
      ...lessonRulesOf(draft.lessons),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    try {
      await call(classRulesApi.save, { params: { id: classId }, body: parsed.data });
      notify.success('우리 반 규칙을 저장했습니다. 새 주문부터 적용됩니다');
      void invalidateEndpoints([classRulesApi.get, classRulesApi.changes]);
    } catch (failure) {
      setError(errorMessage(failure, '작업에 실패했습니다.'));
    }
  }

  const toggleMarket = (market: (typeof RULE_MARKETS)[number]) =>
    set('markets')(
      draft.markets.includes(market)
        ? draft.markets.filter((m) => m !== market)
        : [...draft.markets, market],
    );

  return { draft, set, toggleMarket, error, submit };
}
