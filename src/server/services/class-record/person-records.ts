import type { DbOrTx } from '../../db/repos/db-or-tx';
import { studentDataRepo } from '../../db/repos/student-data.repo';
import { accountsRepo } from '../../db/repos/accounts.repo';

export interface EarlierRecord {
  id: number;
  classId: number | null;
  className: string | null;
}

/**
 * The rows a student left behind in earlier classes when moved on (docs/decisions/0021): the
 * same person's record, under ids of their own. Oldest move last.
 */
export function earlierRecords(db: DbOrTx, accountId: number): EarlierRecord[] {
  const found: EarlierRecord[] = [];
  let frontier = [accountId];
  while (frontier.length > 0) {
    const rows = studentDataRepo.recordsMovedInto(db, frontier);
    found.push(...rows);
    frontier = rows.map((r) => r.id);
  }
  return found;
}

/** Every row of the person a row belongs to: their account now first, then their records. */
export function personRows(db: DbOrTx, rowId: number): number[] {
  let current = rowId;
  for (let next = accountsRepo.find(db, current)?.movedToId; next;) {
    current = next;
    next = accountsRepo.find(db, current)?.movedToId;
  }
  return [current, ...earlierRecords(db, current).map((r) => r.id)];
}
