import { zResetPassword } from '../../../shared/schemas/admin';
import type { User } from '../../../shared/schemas/user';
import { adminUsersApi } from '../../../shared/contracts/admin';
import { ShownPasswordField } from './ShownPasswordField';
import { FormModal } from '../../components/FormModal';
import { useApiMutation } from '../../data/useApiMutation';
import { useZodForm } from '../../hooks/useZodForm';

export function ResetPasswordModal({ user, onClose }: { user: User; onClose: () => void }) {
  const form = useZodForm(zResetPassword, { newPassword: '' });
  const reset = useApiMutation(adminUsersApi.resetPassword, {
    invalidates: [],
    success: `${user.name} 님의 비밀번호를 재설정했습니다`,
    fallback: '비밀번호 재설정에 실패했습니다',
  });

  const onSubmit = form.handleSubmit(async (body) => {
    if (await reset.send({ params: { id: user.id }, body })) onClose();
  });

  return (
    <FormModal
      title="비밀번호 재설정"
      formId="reset-password-form"
      submitLabel="재설정"
      disabled={form.submitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p className="muted">
        {user.name}({user.email}) 님의 새 비밀번호를 정해 주세요. 재설정하면 이 사용자는 모든
        기기에서 로그아웃됩니다.
      </p>
      <ShownPasswordField label="새 비밀번호" {...form.field('newPassword')} />
    </FormModal>
  );
}
