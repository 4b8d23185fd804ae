import { useNavigate } from 'react-router-dom';
import { kstDate } from '../../../../shared/domain/market/calendar';
import { semesterMessages, zSuccessorRequest } from '../../../../shared/schemas/semester';
import type { ClassDetail } from '../../../../shared/schemas/teacher';
import { teacherClassesApi } from '../../../../shared/contracts/teacher-classes';
import { TextField } from '../../../components/FormField';
import { FormModal } from '../../../components/FormModal';
import { useApiMutation } from '../../../data/useApiMutation';
import { useZodForm } from '../../../hooks/useZodForm';
import { StudentPicker } from './StudentPicker';

/** 다음 학기 클래스 만들기: the class's rules, rubric and settings carry over; chosen students move. */
export function SuccessorModal({ detail, onClose }: { detail: ClassDetail; onClose: () => void }) {
  const navigate = useNavigate();
  const form = useZodForm(zSuccessorRequest, {
    name: '',
    startDate: kstDate(new Date()),
    studentIds: [] as number[],
  });

  const successor = useApiMutation(teacherClassesApi.successor, {
    invalidates: [],
    success: semesterMessages.successorCreated,
    fallback: '클래스 생성에 실패했습니다.',
  });

  const onSubmit = form.handleSubmit(async (body) => {
    const created = await successor.send({ params: { id: detail.id }, body });
    if (!created) return;
    // The class page stays mounted for the new class id: the modal must not come along.
    onClose();
    navigate(`/teacher/class/${created.id}`);
  });

  return (
    <FormModal
      title="다음 학기 클래스 만들기"
      formId="successor-form"
      submitLabel="만들기"
      disabled={form.values.name.trim() === '' || form.submitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p className="field-hint">
        {detail.name}의 우리 반 규칙, 시간표, 루브릭, 회고·리더보드·프로젝터 설정을 그대로
        가져옵니다. 옮긴 학생은 같은 아이디로 로그인하고 새 클래스의 시작 자금으로 시작하며, 지난
        기록은 이 클래스에 남습니다.
      </p>
      <TextField
        label="클래스 이름"
        placeholder="예: 2학기 2학년 3반 경제수학"
        autoComplete="off"
        {...form.field('name')}
      />
      <TextField label="시작일" type="date" {...form.field('startDate')} />
      <StudentPicker
        students={detail.students}
        selected={form.values.studentIds}
        onChange={(ids) => form.set('studentIds', ids)}
      />
    </FormModal>
  );
}
