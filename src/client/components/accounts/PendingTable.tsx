import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import type { User } from '../../../shared/schemas/user';
import { AccountCells, classLabel } from './AccountCells';
import { RejectButton, RejectDialog } from './RejectSignUp';
import { DataTable } from '../DataTable';

export type ApprovalRole = 'STUDENT' | 'TEACHER';

const approveLabels: Record<ApprovalRole, string> = {
  STUDENT: '학생으로 승인',
  TEACHER: '교사로 승인',
};

/** Accounts waiting for approval, with approve and reject (admin console and teacher dashboard). */
export function PendingTable({
  users,
  roles,
  onApprove,
  onReject,
}: {
  users: User[];
  roles: ApprovalRole[];
  onApprove: (user: User, role: ApprovalRole) => Promise<void>;
  onReject: (user: User) => Promise<void>;
}) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<User | null>(null);

  async function approve(user: User, role: ApprovalRole) {
    setBusyId(user.id);
    try {
      await onApprove(user, role);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <>
      <DataTable
        className="stack-table"
        columns={['이름', '이메일', '클래스', '가입일', { label: '작업', hiddenLabel: true }]}
      >
        {users.map((user) => (
          <tr key={user.id}>
            <AccountCells user={user} />
            <td data-label="클래스">{classLabel(user)}</td>
            <td data-label="가입일">{formatDateTime(user.createdAt)}</td>
            <td className="row-actions">
              {roles.map((role) => (
                <button
                  key={role}
                  type="button"
                  className={`button button-small ${role === 'STUDENT' ? 'button-primary' : 'button-outline'}`}
                  disabled={busyId === user.id}
                  onClick={() => approve(user, role)}
                >
                  {approveLabels[role]}
                </button>
              ))}
              <RejectButton
                label="거부"
                disabled={busyId === user.id}
                onClick={() => setRejecting(user)}
              />
            </td>
          </tr>
        ))}
      </DataTable>
      <RejectDialog
        user={rejecting}
        title="가입 요청 거부"
        confirmLabel="거부하고 삭제"
        onReject={onReject}
        onClose={() => setRejecting(null)}
      >
        <p>
          <strong>{rejecting?.name}</strong>({rejecting?.email}) 님의 가입 요청을 거부하면 계정이
          삭제됩니다. 이 작업은 되돌릴 수 없습니다.
        </p>
      </RejectDialog>
    </>
  );
}
