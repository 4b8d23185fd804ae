import { DomainError } from '../../../shared/domain/domain-error';
import { semesterMessages } from '../../../shared/schemas/semester';
import type { MovedStudents } from '../../../shared/schemas/semester';
import type { ClassRow } from '../../db/repos/classes.repo';
import { classesRepo } from '../../db/repos/classes.repo';
import type { Db } from '../../db/connection';
import { guardianConsentsRepo } from '../../db/repos/guardian-consents.repo';
import { usersRepo, type UserRow } from '../../db/repos/users.repo';
import { watchlistRepo } from '../../db/repos/watchlist.repo';
import type { Sessions } from '../accounts/sessions';
import { grantStartingCash } from '../trading/starting-cash';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// Not an argon2 hash, so no password ever matches it (passwords.verify answers false).
const NO_PASSWORD = 'moved';
// A reserved domain (RFC 2606): the record's old login can never be anyone's address.
const recordEmail = (recordId: number) => `moved-${recordId}@stockclass.invalid`;

/** The students of `source` named by `ids`, each still in it (not already moved out). */
function studentsOf(tx: Tx, source: ClassRow, ids: number[]): UserRow[] {
  return [...new Set(ids)].map((id) => {
    const row = usersRepo.findById(tx, id);
    const inClass = row?.role === 'STUDENT' && row.classId === source.id && row.movedToId === null;
    if (!row || !inClass) throw new DomainError('NOT_IN_CLASS', semesterMessages.notInClass);
    return row;
  });
}

function assertNumbersFree(tx: Tx, target: ClassRow, students: UserRow[]) {
  const numbers = students.flatMap((s) => (s.number === null ? [] : [s.number]));
  const [taken] = numbers.length ? classesRepo.takenNumbers(tx, target.id, numbers) : [];
  if (taken !== undefined)
    throw new DomainError('STUDENT_NUMBER_TAKEN', semesterMessages.numberTaken(taken));
}

/**
 * Moves students of an ended class into `target` (docs/decisions/0021): each one's row stays in
 * the old class as its record (trades, snapshots, reviews keep their user id), and their login,
 * password, 학번 and watchlist go to a new account in `target` with the class's starting money.
 * Their sessions end: the next sign-in opens the new account.
 */
export function moveStudents(
  tx: Tx,
  deps: { sessions: Sessions; now: Date },
  move: { source: ClassRow; target: ClassRow; studentIds: number[] },
): MovedStudents {
  const { source, target } = move;
  if (move.studentIds.length > 0 && source.endedAt === null)
    throw new DomainError('CLASS_NOT_ENDED', semesterMessages.notEnded);
  const students = studentsOf(tx, source, move.studentIds);
  assertNumbersFree(tx, target, students);
  const moved = students.map((record) => {
    // The login (and an e-mail added at first sign-in) is freed first: both are unique.
    usersRepo.update(tx, record.id, {
      email: recordEmail(record.id),
      contactEmail: null,
      passwordHash: NO_PASSWORD,
    });
    const account = usersRepo.insert(tx, {
      email: record.email,
      contactEmail: record.contactEmail,
      name: record.name,
      passwordHash: record.passwordHash,
      mustChangePassword: record.mustChangePassword,
      temporaryPasswordExpiresAt: record.temporaryPasswordExpiresAt,
      createdByRoster: record.createdByRoster,
      role: 'STUDENT',
      classId: target.id,
      number: record.number,
      createdAt: deps.now,
    });
    usersRepo.update(tx, record.id, { movedToId: account.id });
    // A guardian consents to the child's use of StockClass, not to one class: it moves along.
    const consent = guardianConsentsRepo.find(tx, record.id);
    if (consent) guardianConsentsRepo.confirm(tx, [account.id], consent);
    deps.sessions.end(tx, record.id);
    const watched = watchlistRepo.stocks(tx, record.id).map((stock) => stock.id);
    if (watched.length > 0) watchlistRepo.replace(tx, account.id, watched, deps.now);
    grantStartingCash(tx, account.id, target.initialCash, deps.now);
    return { studentId: account.id, recordId: record.id, name: record.name, number: record.number };
  });
  return { targetClassId: target.id, moved };
}
