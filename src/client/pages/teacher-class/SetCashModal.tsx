import { formatWon } from '../../../shared/format';
import { zSetCash } from '../../../shared/schemas/trading';
import type { ClassStudentRow } from '../../../shared/schemas/teacher';
import { teacherClassesApi, teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { FormModal } from '../../components/FormModal';
import { useApiMutation } from '../../data/useApiMutation';
import { numberOf } from '../../hooks/form-numbers';
import { useZodForm } from '../../hooks/useZodForm';
import { StartingCashButton } from './rules/StartingCashButton';

export function SetCashModal({
  classId,
  student,
  onClose,
  onSaved,
}: {
  classId: number;
  student: ClassStudentRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useZodForm(zSetCash, { newCash: String(student.currentCash) }, (values) => ({
    newCash: numberOf(values.newCash),
  }));
  const setCash = useApiMutation(teacherStudentsApi.setCash, {
    invalidates: [teacherClassesApi.detail, teacherClassesApi.statistics],
    success: '보유 현금이 업데이트되었습니다',
    fallback: '현금 업데이트에 실패했습니다',
  });
  const submit = form.handleSubmit(async (body) => {
    if (await setCash.send({ params: { id: student.id }, body })) onSaved();
  });
  const { error, ...cash } = form.field('newCash');

  return (
    <FormModal
      title={`${student.name} 보유 현금 설정`}
      formId="set-cash-form"
      submitLabel="저장"
      disabled={form.submitting}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="muted">현재 보유 현금: {formatWon(student.currentCash)}</p>
      <div className="field">
        <label htmlFor="new-cash">새 보유 현금 (원)</label>
        <input
          id="new-cash"
          type="number"
          min={0}
          step={1000}
          inputMode="numeric"
          {...cash}
          aria-invalid={Boolean(error)}
          aria-describedby="new-cash-note"
        />
        {error && (
          <span className="field-error" role="alert">
            {error}
          </span>
        )}
        <StartingCashButton
          classId={classId}
          onPick={(initial) => form.set('newCash', String(initial))}
        />
        <span id="new-cash-note" className="field-hint">
          보유 주식의 평가 금액은 바뀌지 않습니다. 현금 변경은 입금·출금으로 기록되어 수익률에
          영향을 주지 않습니다.
        </span>
      </div>
    </FormModal>
  );
}
