import { DomainError } from '../../../shared/domain/domain-error';
import { messages } from '../../../shared/messages';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { usersRepo, type UserRow } from '../../db/repos/users.repo';
import type { PasswordHasher } from './passwords';

/** Who signs up with their own password: a student joining a class, or a teacher the admin adds. */
export interface NewAccount {
  email: string;
  name: string;
  password: string;
  role: 'GUEST' | 'TEACHER';
  classId?: number;
}

/** An account with a password its owner chose; refused when another account has the e-mail. */
export async function createAccount(
  deps: { db: Db; clock: Clock; passwords: PasswordHasher },
  { password, ...account }: NewAccount,
): Promise<UserRow> {
  const passwordHash = await deps.passwords.hash(password);
  // Checked after the await: the check and the insert run with nothing in between.
  if (usersRepo.findByEmail(deps.db, account.email))
    throw new DomainError('EMAIL_TAKEN', messages.emailTaken);
  return usersRepo.insert(deps.db, { ...account, passwordHash, createdAt: deps.clock.now() });
}
