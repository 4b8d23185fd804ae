import { useId, useState, type FormEvent } from 'react';
import { MAX_REFLECTION_LENGTH, zReflectionInput } from '../../../shared/schemas/reviews';
import { call } from '../../api/call';
import { tradingApi } from '../../../shared/contracts/trading';
import { errorMessage, notify } from '../../components/toast';

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
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = zReflectionInput.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setSaving(true);
    try {
      await call(tradingApi.reflect, { params: { id: tradeId }, body: parsed.data });
      notify.success('회고를 저장했어요');
      onSaved();
    } catch (failure) {
      notify.error(errorMessage(failure, '회고를 저장하지 못했어요'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="reflection-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>회고 — 근거에서 예상한 것과 실제 결과를 비교해 보세요</label>
      <textarea
        id={id}
        value={text}
        maxLength={MAX_REFLECTION_LENGTH}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
      <button type="submit" className="button button-primary button-small" disabled={saving}>
        회고 저장
      </button>
    </form>
  );
}
