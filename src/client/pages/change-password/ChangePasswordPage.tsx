import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { ChangePassword } from '../../../shared/schemas/auth';
import { homePathFor } from '../../../shared/roles';
import { ApiError } from '../../api/client';
import { loadAuthApi, loadAuthSchemas } from '../../api/auth-contract';
import { call } from '../../api/call';
import { TextField } from '../../components/FormField';
import { NewPasswordFields } from '../../components/auth/NewPasswordFields';
import { errorMessage, notify } from '../../components/toast';
import { useZodForm } from '../../hooks/useZodForm';
import { sessionAtom, updateUserAtom } from '../../state/session';
import { AuthCard } from '../../components/auth/AuthCard';
import { AuthSubmit } from '../../components/auth/AuthSubmit';

const changePasswordSchema = () => loadAuthSchemas().then((schemas) => schemas.zChangePasswordForm);

/** First sign-in with a temporary password (login card, reset, the admin's generated one). */
export function ChangePasswordPage() {
  const user = useAtomValue(sessionAtom).user;
  const updateUser = useSetAtom(updateUserAtom);
  const navigate = useNavigate();
  const form = useZodForm(changePasswordSchema, {
    currentPassword: '',
    newPassword: '',
    email: '',
    confirmPassword: '',
  });
  // A 명렬표 student's login ID is no e-mail of theirs: the first sign-in offers to add one.
  const offersEmail = user?.role === 'STUDENT' && user.mustChangePassword && !user.contactEmail;

  // The confirmation never leaves the browser; an empty e-mail is left out.
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword, email }) => {
    try {
      const request: ChangePassword = { currentPassword, newPassword, email };
      const changed = await call((await loadAuthApi()).changePassword, { body: request });
      updateUser(changed);
      notify.success('새 비밀번호를 저장했습니다');
      navigate(homePathFor(changed.role), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN')
        form.setFieldError('email', error.message);
      notify.error(errorMessage(error, '비밀번호를 바꾸지 못했습니다'));
    }
  });

  return (
    <AuthCard
      title="새 비밀번호 정하기"
      lead={
        user?.mustChangePassword
          ? '임시 비밀번호로 로그인했습니다. 나만 아는 새 비밀번호를 정해야 시작할 수 있습니다.'
          : '지금 비밀번호와 새 비밀번호를 입력해주세요.'
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label="지금 비밀번호 (임시 비밀번호)"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <NewPasswordFields
          label="새 비밀번호"
          password={form.field('newPassword')}
          confirm={form.field('confirmPassword')}
        />
        {offersEmail && (
          <TextField
            label="내 이메일 (선택)"
            type="email"
            autoComplete="email"
            hint="적어 두면 로그인 ID 대신 이 이메일로도 로그인할 수 있어요. 비워 두어도 괜찮아요."
            {...form.field('email')}
          />
        )}
        <AuthSubmit submitting={form.submitting} label="새 비밀번호 저장" busyLabel="저장 중…" />
      </form>
    </AuthCard>
  );
}
