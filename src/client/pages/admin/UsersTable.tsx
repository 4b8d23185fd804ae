import { roleLabels } from '../../../shared/roles';
import type { User } from '../../../shared/schemas/user';
import { DataTable } from '../../components/DataTable';
import { AccountCells, classLabel } from '../../components/accounts/AccountCells';
import { ResetPasswordButton } from '../../components/accounts/ResetPasswordButton';

/** Every account; reset and activate/deactivate are offered for non-admins only (docs/product/roles-and-screens.md#roles). */
export function UsersTable({
  users,
  busyId,
  onReset,
  onToggle,
}: {
  users: User[];
  busyId: number | null;
  onReset: (user: User) => void;
  onToggle: (user: User) => void;
}) {
  return (
    <DataTable
      className="stack-table"
      columns={['이름', '이메일', '역할', '상태', '클래스', { label: '작업', hiddenLabel: true }]}
    >
      {users.map((user) => (
        <tr key={user.id}>
          <AccountCells user={user} />
          <td data-label="역할">
            <span className={`role-badge role-${user.role.toLowerCase()}`}>
              {roleLabels[user.role]}
            </span>
          </td>
          <td data-label="상태">
            <span className={`status-badge ${user.isActive ? 'is-active' : 'is-inactive'}`}>
              {user.isActive ? '활성' : '비활성'}
            </span>
          </td>
          <td data-label="클래스">{classLabel(user)}</td>
          <td className="row-actions">
            {user.role !== 'ADMIN' && (
              <>
                <ResetPasswordButton onClick={() => onReset(user)} />
                <button
                  type="button"
                  className={`button button-small ${user.isActive ? 'button-danger-ghost' : 'button-outline'}`}
                  disabled={busyId === user.id}
                  onClick={() => onToggle(user)}
                >
                  {user.isActive ? '비활성화' : '활성화'}
                </button>
              </>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
