import type { DbOrTx } from '../../db/repos/db-or-tx';
import { usersRepo } from '../../db/repos/users.repo';

/** A new student's virtual money: the balance and its INITIAL ledger row, in the caller's transaction. */
export function grantStartingCash(tx: DbOrTx, userId: number, cash: number, at: Date) {
  usersRepo.update(tx, userId, { cash });
  usersRepo.appendLedger(tx, {
    userId,
    kind: 'INITIAL',
    amount: cash,
    balanceAfter: cash,
    createdAt: at,
  });
}
