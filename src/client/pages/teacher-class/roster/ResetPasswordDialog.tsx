import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { ClassDetail, ClassStudentRow } from '../../../../shared/schemas/teacher';
import { teacherStudentsApi } from '../../../../shared/contracts/teacher-classes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useApiMutation } from '../../../data/useApiMutation';
import { loginCardsAtom } from './login-cards';

/** A forgotten password: a new one-time password, printed as a login card. */
export function ResetPasswordDialog({
  detail,
  student,
  onClose,
}: {
  detail: ClassDetail;
  student: ClassStudentRow | null;
  onClose: () => void;
}) {
  const setCards = useSetAtom(loginCardsAtom);
  const navigate = useNavigate();

  const resetPassword = useApiMutation(teacherStudentsApi.resetPassword, {
    invalidates: [],
    fallback: '비밀번호 재설정에 실패했습니다',
  });

  async function reset() {
    if (!student) return;
    const card = await resetPassword.send({ params: { id: student.id } });
    if (!card) return onClose();
    setCards({ classId: detail.id, className: detail.name, classCode: detail.code, cards: [card] });
    navigate(`/teacher/class/${detail.id}/cards`);
  }

  return (
    <ConfirmDialog
      open={student !== null}
      title="비밀번호 재설정"
      confirmLabel="재설정하고 카드 인쇄"
      danger
      onConfirm={reset}
      onCancel={onClose}
    >
      {student?.name} 학생에게 새 임시 비밀번호를 만듭니다. 지금 로그인된 모든 기기에서
      로그아웃되고, 다음 로그인 때 새 비밀번호를 정해야 합니다.
    </ConfirmDialog>
  );
}
