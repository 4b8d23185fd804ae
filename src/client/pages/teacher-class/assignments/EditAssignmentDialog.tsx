import { teacherAssignmentsApi } from '../../../../shared/contracts/teacher-reviews';
import type { Assignment } from '../../../../shared/schemas/assignments';
import { Modal } from '../../../components/Modal';
import { ModalActions } from '../../../components/ModalActions';
import { useApiMutation } from '../../../data/useApiMutation';
import { AssignmentForm } from './AssignmentForm';
import { afterAssignmentChange } from './assignment-queries';

const FORM_ID = 'edit-assignment-form';

/** Changes a 과제; completions already recorded keep their date, title and 성취기준. */
export function EditAssignmentDialog({
  assignment,
  onClose,
}: {
  assignment: Assignment;
  onClose: () => void;
}) {
  const update = useApiMutation(teacherAssignmentsApi.update, {
    invalidates: afterAssignmentChange,
    success: '과제를 수정했습니다',
    fallback: '과제를 수정하지 못했습니다',
  });
  return (
    <Modal
      open
      title={`'${assignment.title}' 과제 수정`}
      onClose={onClose}
      footer={
        <ModalActions
          formId={FORM_ID}
          submitLabel="저장"
          disabled={update.pending}
          onCancel={onClose}
        />
      }
    >
      <p className="muted small">이미 완료한 학생의 기록은 바뀌지 않습니다.</p>
      <AssignmentForm
        id={FORM_ID}
        label="과제 수정"
        initial={assignment}
        onSubmit={async (input) => {
          if (await update.send({ params: { id: assignment.id }, body: input })) onClose();
        }}
      />
    </Modal>
  );
}
