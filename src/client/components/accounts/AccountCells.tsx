import type { User } from '../../../shared/schemas/user';

/** An account's 이름 and 이메일, the first cells of every table of accounts. */
export function AccountCells({ user }: { user: User }) {
  return (
    <>
      <td data-label="이름">
        <strong>{user.name}</strong>
      </td>
      <td data-label="이메일">{user.email}</td>
    </>
  );
}

export function classLabel(user: User): string {
  return user.class ? `${user.class.name} (${user.class.code})` : '-';
}
