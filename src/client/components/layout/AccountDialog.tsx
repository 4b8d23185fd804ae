import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { roleLabels } from '../../../shared/roles';
import type { User } from '../../../shared/schemas/user';
import { logoutEverywhereAtom } from '../../state/session';
import { Modal } from '../Modal';
import { ModalActions } from '../ModalActions';
import { errorMessage, notify } from '../toast';

/** Who is signed in, and signing out of every device (a phone left signed in, a shared PC). */
export function AccountDialog({
  user,
  open,
  onClose,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
}) {
  const logoutEverywhere = useSetAtom(logoutEverywhereAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function handleLogoutEverywhere() {
    setBusy(true);
    try {
      await logoutEverywhere();
      navigate('/login');
    } catch (error) {
      notify.error(errorMessage(error, messages.logoutEverywhereFailed));
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title="내 계정"
      onClose={onClose}
      footer={
        <ModalActions
          submitLabel="모든 기기에서 로그아웃"
          cancelLabel="닫기"
          variant="danger"
          disabled={busy}
          onConfirm={() => void handleLogoutEverywhere()}
          onCancel={onClose}
        />
      }
    >
      <dl className="account-facts">
        <dt>이름</dt>
        <dd>{user.name}</dd>
        <dt>이메일</dt>
        <dd>{user.email}</dd>
        <dt>역할</dt>
        <dd>{roleLabels[user.role]}</dd>
        {user.class && (
          <>
            <dt>클래스</dt>
            <dd>
              {user.class.name} ({user.class.code})
            </dd>
          </>
        )}
      </dl>
      <p className="account-note">
        다른 컴퓨터나 휴대폰에 남아 있는 로그인까지 모두 끝납니다. 이 기기에서도 다시 로그인해야
        합니다.
      </p>
    </Modal>
  );
}
