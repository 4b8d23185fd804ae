import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '../../../shared/messages';
import type { User } from '../../../shared/schemas/user';
import { Spinner } from '../../components/Spinner';
import { PendingTable } from '../../components/accounts/PendingTable';
import type { AdminUsers } from './useAdminUsers';
import { UsersTable } from './UsersTable';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="empty-state">
      <p>{messages.loadFailed}</p>
      <button type="button" className="button button-ghost" onClick={onRetry}>
        다시 시도
      </button>
    </div>
  );
}

/** A user list in its card: a spinner, the failure with 다시 시도, or the list itself. */
function UsersCard({
  read,
  children,
}: {
  read: UseQueryResult<User[]>;
  children: (users: User[]) => ReactNode;
}) {
  return (
    <div className="card table-card">
      {!read.data ? (
        read.error ? (
          <LoadFailed onRetry={() => void read.refetch()} />
        ) : (
          <Spinner />
        )
      ) : (
        children(read.data)
      )}
    </div>
  );
}

export function PendingTab({ admin }: { admin: AdminUsers }) {
  return (
    <UsersCard read={admin.pending}>
      {(users) =>
        users.length === 0 ? (
          <p className="empty-state">승인을 기다리는 사용자가 없습니다.</p>
        ) : (
          <PendingTable
            users={users}
            roles={['STUDENT', 'TEACHER']}
            onApprove={admin.approve}
            onReject={admin.reject}
          />
        )
      }
    </UsersCard>
  );
}

export function UsersTab({ admin, onReset }: { admin: AdminUsers; onReset: (user: User) => void }) {
  return (
    <UsersCard read={admin.users}>
      {(users) => (
        <UsersTable
          users={users}
          busyId={admin.togglingId}
          onReset={onReset}
          onToggle={admin.toggle}
        />
      )}
    </UsersCard>
  );
}
