import { useState } from 'react';
import { adminUsersApi } from '../../../shared/contracts/admin';
import { messages } from '../../../shared/messages';
import type { User } from '../../../shared/schemas/user';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import type { ApprovalRole } from '../../components/accounts/PendingTable';
import {
  rejectedMessage,
  usePendingDecisions,
} from '../../components/accounts/usePendingDecisions';

const approvedMessages: Record<ApprovalRole, string> = {
  STUDENT: '학생으로 승인했습니다',
  TEACHER: '교사로 승인했습니다',
};

/** The admin console's accounts: who waits for approval, everyone, and what is done to them. */
export function useAdminUsers() {
  const pending = useApiQuery(adminUsersApi.pending);
  const users = useApiQuery(adminUsersApi.list);
  useQueryErrors(() => notify.error(messages.loadFailed), pending, users);
  const decisions = usePendingDecisions(adminUsersApi, [adminUsersApi.pending, adminUsersApi.list]);
  const toggleStatus = useApiMutation(adminUsersApi.toggleStatus, {
    invalidates: [adminUsersApi.list],
    fallback: '사용자 상태 변경에 실패했습니다',
  });
  const [togglingId, setTogglingId] = useState<number | null>(null);

  async function toggle(user: User) {
    setTogglingId(user.id);
    const updated = await toggleStatus.send({ params: { id: user.id } });
    if (updated)
      notify.success(
        `${user.name} 님의 계정을 ${updated.isActive ? '활성화' : '비활성화'}했습니다`,
      );
    setTogglingId(null);
  }

  return {
    pending,
    users,
    togglingId,
    toggle,
    approve: async (user: User, role: ApprovalRole) => {
      await decisions.approve(
        { params: { id: user.id }, body: { role } },
        `${user.name} 님을 ${approvedMessages[role]}`,
      );
    },
    reject: async (user: User) => {
      await decisions.reject({ params: { id: user.id } }, rejectedMessage(user.name));
    },
  };
}

export type AdminUsers = ReturnType<typeof useAdminUsers>;
