import { kstDate } from '../../../shared/domain/market/calendar';
import { zClassRules } from '../../../shared/schemas/class-rules';
import { zCreateClass } from '../../../shared/schemas/classes';
import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';
import { TextField } from '../../components/FormField';
import { FormModal } from '../../components/FormModal';
import { useApiMutation } from '../../data/useApiMutation';
import { useZodForm } from '../../hooks/useZodForm';
import { MiddleSchoolCheck } from '../../components/classes/MiddleSchoolCheck';
import { STARTING_RULES, StartingRulesFields, startingRules } from './StartingRulesFields';

/** Closes once the class exists; the dashboard's list refetches with it. */
export function CreateClassModal({ onClose }: { onClose: () => void }) {
  const form = useZodForm(
    zCreateClass,
    {
      name: '',
      startDate: kstDate(new Date()),
      endDate: '',
      middleSchool: false,
      ...STARTING_RULES,
    },
    ({ endDate, initialCash, maxPositionPercent, maxOrdersPerDay, ...rest }) => ({
      ...rest,
      ...(endDate ? { endDate } : {}),
      rules: startingRules({ initialCash, maxPositionPercent, maxOrdersPerDay }),
    }),
  );
  const ruleError = zClassRules.safeParse(startingRules(form.values)).error?.issues[0]?.message;

  const create = useApiMutation(teacherClassesApi.create, {
    invalidates: [teacherClassesApi.list],
    success: '클래스가 생성되었습니다.',
    fallback: '클래스 생성에 실패했습니다.',
  });
  const onSubmit = form.handleSubmit(async (body) => {
    const created = await create.send({ body });
    if (created) onClose();
  });

  return (
    <FormModal
      title="새 클래스 만들기"
      formId="create-class-form"
      submitLabel="만들기"
      disabled={form.values.name.trim() === '' || form.submitting || Boolean(ruleError)}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        label="클래스 이름"
        placeholder="예: 2학년 3반 경제수학"
        autoComplete="off"
        {...form.field('name')}
      />
      <div className="field-row">
        <TextField label="시작일" type="date" {...form.field('startDate')} />
        <TextField label="종료일 (선택)" type="date" {...form.field('endDate')} />
      </div>
      <StartingRulesFields field={form.field} error={ruleError} />
      <MiddleSchoolCheck
        checked={form.values.middleSchool}
        onChange={(middleSchool) => form.set('middleSchool', middleSchool)}
      />
      <p className="field-hint">
        만들면 학생들이 가입할 때 입력할 클래스 코드가 자동으로 생성됩니다.
      </p>
    </FormModal>
  );
}
