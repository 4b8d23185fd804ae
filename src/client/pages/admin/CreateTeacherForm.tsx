import { zCreateTeacher } from '../../../shared/schemas/admin';
import { adminUsersApi } from '../../../shared/contracts/admin';
import { TextField } from '../../components/FormField';
import { ShownPasswordField } from './ShownPasswordField';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';
import { useZodForm } from '../../hooks/useZodForm';

export function CreateTeacherForm() {
  const form = useZodForm(zCreateTeacher, { email: '', name: '', password: '' });
  const create = useApiMutation(adminUsersApi.createTeacher, {
    invalidates: [adminUsersApi.list],
    fallback: '교사 계정 생성에 실패했습니다',
  });
  const incomplete = Object.values(form.values).some((value) => value.trim() === '');

  const onSubmit = form.handleSubmit(async (body) => {
    if (!(await create.send({ body }))) return;
    notify.success(`${body.name} 선생님의 교사 계정이 생성되었습니다`);
    form.reset();
  });

  return (
    <form className="card narrow-form" onSubmit={onSubmit} noValidate>
      <h2 className="section-title">교사 계정 생성</h2>
      <p className="muted">
        교사는 직접 가입할 수 없습니다. 여기서 만든 계정으로 바로 로그인할 수 있습니다.
      </p>
      <TextField label="이메일" type="email" autoComplete="off" {...form.field('email')} />
      <TextField label="이름" autoComplete="off" {...form.field('name')} />
      <ShownPasswordField label="비밀번호" {...form.field('password')} />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={incomplete || form.submitting}
      >
        교사 계정 생성
      </button>
    </form>
  );
}
