import { useState } from 'react';
import type { Assignment } from '../../../shared/schemas/assignments';
import { ApiError } from '../../api/client';
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';
import { notify } from '../../components/toast';
import { AssignmentForm } from './AssignmentForm';
import { call } from '../../api/call';
import { teacherAssignmentsApi } from '../../../shared/contracts/teacher-reviews';

const FORM_ID = 'edit-assignment-form';

/** Changes a 과제; completions already recorded keep their date, title and 성취기준. */
export function EditAssignmentDialog({
  assignment,
  onClose,
  onSaved,
}: {
  assignment: Assignment;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={`'${assignment.title}' 과제 수정`}
      onClose={onClose}
      footer={
        <ModalActions formId={FORM_ID} submitLabel="저장" disabled={busy} onCancel={onClose} />
      }
    >
      <p className="muted small">이미 완료한 학생의 기록은 바뀌지 않습니다.</p>
      <AssignmentForm
        id={FORM_ID}
        label="과제 수정"
        initial={assignment}
        onSubmit={async (input) => {
          setBusy(true);
          try {
            await call(teacherAssignmentsApi.update, {
              params: { id: assignment.id },
              body: input,
            });
            notify.success('과제를 수정했습니다');
            onSaved();
          } catch (error) {
            notify.error(error instanceof ApiError ? error.message : '과제를 수정하지 못했습니다');
          } finally {
            setBusy(false);
          }
        }}
      />
    </Modal>
  );
}
