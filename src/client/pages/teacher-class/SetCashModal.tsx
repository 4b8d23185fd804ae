import { useState, type FormEvent } from 'react';
import { formatWon } from '../../../shared/format';
import { zSetCash } from '../../../shared/schemas/trading';
import type { ClassStudentRow } from '../../../shared/schemas/teacher';
import { call } from '../../api/call';
import { teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';
import { notify } from '../../components/toast';
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
  const [value, setValue] = useState(String(student.currentCash));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = zSetCash.safeParse({
      newCash: value.trim() === '' ? Number.NaN : Number(value),
    });
    if (!parsed.success)
      return setError(parsed.error.issues[0]?.message ?? '유효한 금액을 입력해주세요');
    setError(null);
    setSaving(true);
    try {
      await call(teacherStudentsApi.setCash, { params: { id: student.id }, body: parsed.data });
      notify.success('보유 현금이 업데이트되었습니다');
      onSaved();
    } catch {
      notify.error('현금 업데이트에 실패했습니다');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={`${student.name} 보유 현금 설정`}
      onClose={onClose}
      footer={
        <ModalActions
          formId="set-cash-form"
          submitLabel="저장"
          disabled={saving}
          onCancel={onClose}
        />
      }
    >
      <form id="set-cash-form" onSubmit={submit} noValidate>
        <p className="muted">현재 보유 현금: {formatWon(student.currentCash)}</p>
        <div className="field">
          <label htmlFor="new-cash">새 보유 현금 (원)</label>
          <input
            id="new-cash"
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby="new-cash-note"
          />
          {error && (
            <span className="field-error" role="alert">
              {error}
            </span>
          )}
          <StartingCashButton classId={classId} onPick={(cash) => setValue(String(cash))} />
          <span id="new-cash-note" className="field-hint">
            보유 주식의 평가 금액은 바뀌지 않습니다. 현금 변경은 입금·출금으로 기록되어 수익률에
            영향을 주지 않습니다.
          </span>
        </div>
      </form>
    </Modal>
  );
}
