import { ApiError } from '../../api/client';
import { call } from '../../api/call';
import { teacherAssignmentsApi } from '../../../shared/contracts/teacher-reviews';
import { notify } from '../../components/toast';
import { AssignmentForm } from './AssignmentForm';

/** A 과제 from the template library or a free one, for a class. */
export function CreateAssignmentForm({
  classId,
  onCreated,
}: {
  classId: number;
  onCreated: () => void;
}) {
  return (
    <AssignmentForm
      label="과제 만들기"
      onSubmit={async (input) => {
        try {
          await call(teacherAssignmentsApi.create, { params: { id: classId }, body: input });
          notify.success('과제를 만들었습니다');
          onCreated();
        } catch (error) {
          notify.error(error instanceof ApiError ? error.message : '과제를 만들지 못했습니다');
        }
      }}
    >
      <button type="submit" className="button button-primary">
        과제 만들기
      </button>
    </AssignmentForm>
  );
}
