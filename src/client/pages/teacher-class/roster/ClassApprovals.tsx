import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import type { User } from '../../../../shared/schemas/user';
import { AccountCells } from '../../../components/accounts/AccountCells';
import { DataTable } from '../../../components/DataTable';
import { RejectButton, RejectDialog } from '../../../components/accounts/RejectSignUp';
import { useClassApprovals } from './useClassApprovals';

function WaitingTable({
  waiting,
  selected,
  onToggle,
  onReject,
}: {
  waiting: User[];
  selected: Set<number>;
  onToggle: (id: number) => void;
  onReject: (user: User) => void;
}) {
  return (
    <DataTable columns={[{ label: '선택', hiddenLabel: true }, '이름', '이메일', '가입일', '거절']}>
      {waiting.map((user) => (
        <tr key={user.id}>
          <td>
            <input
              type="checkbox"
              aria-label={`${user.name} 선택`}
              checked={selected.has(user.id)}
              onChange={() => onToggle(user.id)}
            />
          </td>
          <AccountCells user={user} />
          <td>{formatDateTime(user.createdAt)}</td>
          <td>
            <RejectButton label="거절" onClick={() => onReject(user)} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Students waiting to join this class: 모두 승인, 선택 승인 or 거절, each in one request. */
export function ClassApprovals({ classId }: { classId: number }) {
  const { waiting, selected, approve, reject, toggle } = useClassApprovals(classId);
  const [rejecting, setRejecting] = useState<User | null>(null);

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
          <WaitingTable
            waiting={waiting}
            selected={selected}
            onToggle={toggle}
            onReject={setRejecting}
          />
        </>
      )}
      <RejectDialog
        user={rejecting}
        title="가입 요청 거절"
        confirmLabel="거절"
        onReject={reject}
        onClose={() => setRejecting(null)}
      >
        {rejecting?.name} 학생의 계정이 삭제됩니다.
      </RejectDialog>
    </section>
  );
}
