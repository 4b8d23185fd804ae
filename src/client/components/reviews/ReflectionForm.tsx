import { useId } from 'react';
import { MAX_REFLECTION_LENGTH, zReflectionInput } from '../../../shared/schemas/reviews';
import { tradingApi } from '../../../shared/contracts/trading';
import { useApiMutation } from '../../data/useApiMutation';
import { useZodForm } from '../../hooks/useZodForm';

/** The student's 회고: what happened versus what the rationale expected. */
export function ReflectionForm({
  tradeId,
  initial,
  onSaved,
}: {
  tradeId: number;
  initial: string;
  onSaved: () => void;
}) {
  const id = useId();
  const form = useZodForm(zReflectionInput, { text: initial });
  // The caller refetches what shows the reflection (onSaved).
  const reflect = useApiMutation(tradingApi.reflect, {
    invalidates: [],
    success: '회고를 저장했어요',
    fallback: '회고를 저장하지 못했어요',
  });
  const submit = form.handleSubmit(async (body) => {
    if (await reflect.send({ params: { id: tradeId }, body })) onSaved();
  });
  const { error, ...text } = form.field('text');

  return (
    <form className="reflection-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>회고 — 근거에서 예상한 것과 실제 결과를 비교해 보세요</label>
      <textarea
        id={id}
        {...text}
        maxLength={MAX_REFLECTION_LENGTH}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
      <button
        type="submit"
        className="button button-primary button-small"
        disabled={form.submitting}
      >
        회고 저장
      </button>
    </form>
  );
}
