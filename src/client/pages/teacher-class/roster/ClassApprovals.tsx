import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import type { User } from '../../../../shared/schemas/user';
import {
  teacherClassesApi,
  teacherStudentsApi,
} from '../../../../shared/contracts/teacher-classes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TableHead } from '../../../components/TableHead';
import { useApiQuery } from '../../../data/useApiQuery';
import { usePendingDecisions } from '../../admin/usePendingDecisions';

/** Students waiting to join this class: 모두 승인, 선택 승인 or 거절, each in one request. */
export function ClassApprovals({ classId }: { classId: number }) {
  const { data } = useApiQuery(teacherStudentsApi.pending);
  const decisions = usePendingDecisions(
    { approve: teacherStudentsApi.approveMany, reject: teacherStudentsApi.reject },
    [teacherStudentsApi.pending, teacherClassesApi.detail, teacherClassesApi.statistics],
  );
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rejecting, setRejecting] = useState<User | null>(null);
  const waiting = (data ?? []).filter((user) => user.class?.id === classId);

  async function approve(userIds: number[]) {
    const success = `${userIds.length}명을 승인했습니다`;
    if (await decisions.approve({ params: { id: classId }, body: { userIds } }, success))
      setSelected(new Set());
  }

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <section aria-labelledby="approvals-title">
      <h2 id="approvals-title" className="card-title">
        가입 승인 대기 ({waiting.length}명)
      </h2>
      {waiting.length === 0 ? (
        <p className="muted">승인을 기다리는 학생이 없습니다.</p>
      ) : (
        <>
          <div className="toolbar">
            <button
              type="button"
              className="button button-primary button-small"
              onClick={() => approve(waiting.map((u) => u.id))}
            >
              모두 승인
            </button>
            <button
              type="button"
              className="button button-outline button-small"
              disabled={selected.size === 0}
              onClick={() => approve([...selected])}
            >
              선택 승인 ({selected.size})
            </button>
          </div>
          <div className="table-scroll">
            <table className="data-table">
              <TableHead
                columns={[{ label: '선택', hiddenLabel: true }, '이름', '이메일', '가입일', '거절']}
              />
              <tbody>
                {waiting.map((user) => (
                  <tr key={user.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${user.name} 선택`}
                        checked={selected.has(user.id)}
                        onChange={() => toggle(user.id)}
                      />
                    </td>
                    <td>
                      <strong>{user.name}</strong>
                    </td>
                    <td>{user.email}</td>
                    <td>{formatDateTime(user.createdAt)}</td>
                    <td>
                      <button
                        type="button"
                        className="button button-small button-danger-ghost"
                        onClick={() => setRejecting(user)}
                      >
                        거절
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <ConfirmDialog
        open={rejecting !== null}
        title="가입 요청 거절"
        confirmLabel="거절"
        danger
        onConfirm={async () => {
          const user = rejecting!;
          setRejecting(null);
          if (
            await decisions.reject(
              { params: { id: user.id } },
              `${user.name} 학생의 가입 요청을 거절했습니다`,
            )
          )
            setSelected(new Set());
        }}
        onCancel={() => setRejecting(null)}
      >
        {rejecting?.name} 학생의 계정이 삭제됩니다.
      </ConfirmDialog>
    </section>
  );
}
