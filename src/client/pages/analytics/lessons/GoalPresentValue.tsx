import { useState } from 'react';
import { explainPresentValue } from '../../../../shared/domain/maths/compound';
import { zGoal, type Goal } from '../../../../shared/schemas/analytics';
import type { Metric } from '../../../../shared/schemas/explanation';
import { FormField } from '../../../components/FormField';
import { useZodForm } from '../../../hooks/useZodForm';
import { LessonMetrics } from '../../../components/lessons/LessonMetrics';

const DEFAULT_GOAL: Goal = { amount: 12_000_000, years: 3 };

/**
 * The student's goal discounted to today at their own yearly rate and at the class's deposit
 * rate. The goal is the student's own input, so the shared pure function runs here on the
 * server's rates rather than a request per keystroke.
 */
export function GoalPresentValue({
  ownRate,
  depositRate,
}: {
  ownRate: number | null;
  depositRate: number;
}) {
  const form = useZodForm(
    zGoal,
    { amount: String(DEFAULT_GOAL.amount), years: String(DEFAULT_GOAL.years) },
    ({ amount, years }) => ({ amount: Number(amount), years: Number(years) }),
  );
  // The figures stay at the last goal that passed, not at what is being typed.
  const [goal, setGoal] = useState<Goal>(DEFAULT_GOAL);
  const submit = form.handleSubmit(async (next) => setGoal(next));

  const metrics: Metric[] = [
    {
      key: 'pvOwn',
      label: '현재가치 · 내 수익률',
      ...explainPresentValue({ goal: goal.amount, years: goal.years, rate: ownRate }),
    },
    {
      key: 'pvDeposit',
      label: '현재가치 · 예금 금리',
      ...explainPresentValue({ goal: goal.amount, years: goal.years, rate: depositRate }),
    },
  ];
  return (
    <div className="lesson-goal">
      <form
        className="field-row lesson-form"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label="목표 금액"
      >
        <FormField label="목표 금액 (원)" error={form.error}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              value={form.values.amount}
              onChange={(e) => form.set('amount', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="기간 (년)">
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              value={form.values.years}
              onChange={(e) => form.set('years', e.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="button button-primary">
          현재가치 계산
        </button>
      </form>
      <LessonMetrics metrics={metrics} />
    </div>
  );
}
