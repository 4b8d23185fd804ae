import { semesterMessages, zMoveStudentsRequest } from '../../../../shared/schemas/semester';
import type { ClassDetail } from '../../../../shared/schemas/teacher';
import { teacherClassesApi } from '../../../../shared/contracts/teacher-classes';
import { FormField } from '../../../components/FormField';
import { FormModal } from '../../../components/FormModal';
import { notify } from '../../../components/toast';
import { useApiMutation } from '../../../data/useApiMutation';
import { useApiQuery } from '../../../data/useApiQuery';
import { numberOf } from '../../../hooks/form-numbers';
import { useZodForm } from '../../../hooks/useZodForm';
import { StudentPicker } from './StudentPicker';

/** 학생 이동: students of this ended class into another running class of the teacher. */
export function MoveStudentsModal({
  detail,
  onClose,
  onMoved,
}: {
  detail: ClassDetail;
  onClose: () => void;
  onMoved: () => void;
}) {
  const form = useZodForm(
    zMoveStudentsRequest,
    { targetId: '', studentIds: [] as number[] },
    ({ targetId, studentIds }) => ({ studentIds, targetClassId: numberOf(targetId) }),
  );
  const { data: classes } = useApiQuery(teacherClassesApi.list);
  const move = useApiMutation(teacherClassesApi.moveStudents, {
    invalidates: [teacherClassesApi.list, teacherClassesApi.detail, teacherClassesApi.statistics],
    fallback: '작업에 실패했습니다.',
  });
  const targets = (classes ?? []).filter((c) => c.id !== detail.id && c.endedAt === null);
  const { targetId, studentIds } = form.values;

  const submit = form.handleSubmit(async (body) => {
    const target = targets.find((c) => c.id === body.targetClassId);
    if (!target) return;
    const result = await move.send({ params: { id: detail.id }, body });
    if (!result) return;
    notify.success(semesterMessages.moved(result.moved.length, target.name));
    onMoved();
  });

  return (
    <FormModal
      title="학생 이동"
      formId="move-students-form"
      submitLabel="옮기기"
      disabled={move.pending || targetId === '' || studentIds.length === 0}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="field-hint">
        옮긴 학생은 같은 아이디로 로그인하고 옮길 클래스의 시작 자금으로 새로 시작합니다. 지난
        기록은 이 클래스에 남습니다.
      </p>
      <FormField
        label="옮길 클래스"
        hint={targets.length === 0 ? '진행 중인 다른 클래스가 없습니다.' : undefined}
        error={form.errors.targetClassId}
      >
        {(control) => (
          <select {...control} {...form.field('targetId')}>
            <option value="">클래스를 선택하세요</option>
            {targets.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <StudentPicker
        students={detail.students}
        selected={studentIds}
        onChange={(ids) => form.set('studentIds', ids)}
      />
    </FormModal>
  );
}
