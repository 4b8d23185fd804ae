import { teacherAssignmentsApi } from '../../../../shared/contracts/teacher-reviews';
import { useApiMutation } from '../../../data/useApiMutation';
import { AssignmentForm } from './AssignmentForm';
import { afterAssignmentChange } from './assignment-queries';

/** A 과제 from the template library or a free one, for a class. */
export function CreateAssignmentForm({ classId }: { classId: number }) {
  const create = useApiMutation(teacherAssignmentsApi.create, {
    invalidates: afterAssignmentChange,
    success: '과제를 만들었습니다',
    fallback: '과제를 만들지 못했습니다',
  });
  return (
    <AssignmentForm
      label="과제 만들기"
      onSubmit={async (input) => {
        await create.send({ params: { id: classId }, body: input });
      }}
    >
      <button type="submit" className="button button-primary">
        과제 만들기
      </button>
    </AssignmentForm>
  );
}
