import { useState } from 'react';
import { teacherStudentsApi } from '../../../../shared/contracts/teacher-classes';
import type { User } from '../../../../shared/schemas/user';
import { useApiQuery } from '../../../data/useApiQuery';
import { usePendingDecisions } from '../../../components/accounts/usePendingDecisions';
import { afterStudentsChange } from '../class-resources';

/** The students waiting to join this class, the ones ticked, and approving or rejecting them. */
export function useClassApprovals(classId: number) {
  const { data } = useApiQuery(teacherStudentsApi.pending);
  const decisions = usePendingDecisions(
    { approve: teacherStudentsApi.approveMany, reject: teacherStudentsApi.reject },
    [teacherStudentsApi.pending, ...afterStudentsChange],
  );
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const waiting = (data ?? []).filter((user) => user.class?.id === classId);

  async function approve(userIds: number[]) {
    const success = `${userIds.length}명을 승인했습니다`;
    if (await decisions.approve({ params: { id: classId }, body: { userIds } }, success))
      setSelected(new Set());
  }

  async function reject(user: User) {
    const success = `${user.name} 학생의 가입 요청을 거절했습니다`;
    if (await decisions.reject({ params: { id: user.id } }, success)) setSelected(new Set());
  }

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return { waiting, selected, approve, reject, toggle };
}
