import { DomainError } from '../../../shared/domain/domain-error';
import {
  rosterMessages,
  type RosterCreated,
  type RosterImportRequest,
  type RosterImportResult,
  type RosterPreview,
  type RosterRow,
} from '../../../shared/schemas/roster';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { ClassRow } from '../../db/repos/classes.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import { usersRepo } from '../../db/repos/users.repo';
import type { AuthUser } from '../accounts/authentication';
import { findManagedClass } from '../classes/class-access';
import type { PasswordHasher } from '../accounts/passwords';
import { grantStartingCash } from '../trading/starting-cash';
import { readRoster, rosterLoginId, type RosterLine } from './roster-text';
import { cardValidity, issueTemporaryPasswords } from './temporary-password';

type PlannedRow = RosterRow & { studentId: number | null };
type Temporary = { password: string; passwordHash: string };

/** This class's accounts with these 학번, by 학번. */
function classmatesByNumber(db: DbOrTx, klass: ClassRow, lines: RosterLine[]) {
  const numbers = lines.flatMap((l) => (l.number === null ? [] : [l.number]));
  return new Map(usersRepo.findInClassByNumbers(db, klass.id, numbers).map((u) => [u.number, u]));
}

/**
 * What importing each line would do to this class as the database is now. A 학번 already in the
 * class is that student, whatever their login ID: one moved in from a class that started in
 * another year keeps the ID they know, which is not the one this year would give.
 */
function plan(db: DbOrTx, klass: ClassRow, lines: RosterLine[]): PlannedRow[] {
  const schoolYear = klass.startDate.slice(0, 4);
  const classmates = classmatesByNumber(db, klass, lines);
  const loginIds = lines.map((l) =>
    l.number === null
      ? null
      : (classmates.get(l.number)?.email ?? rosterLoginId(schoolYear, l.number)),
  );
  const existing = usersRepo.findByEmails(
    db,
    loginIds.filter((id): id is string => id !== null),
  );
  return lines.map((line, index) => {
    const loginId = loginIds[index] ?? null;
    const row = { line: line.line, number: line.number, name: line.name, loginId };
    if (line.error !== null) return { ...row, status: 'error', error: line.error, studentId: null };
    const account = loginId === null ? undefined : existing.get(loginId);
    if (!account) return { ...row, status: 'new', error: null, studentId: null };
    // Someone registered (before the domain was reserved) at the ID this 학번 gets: adopting the
    // account would hand the student's name and 학번 to whoever chose its password.
    if (!account.createdByRoster)
      return { ...row, status: 'error', error: rosterMessages.loginIdRegistered, studentId: null };
    if (account.classId !== klass.id)
      return { ...row, status: 'error', error: rosterMessages.loginIdTaken, studentId: null };
    return { ...row, status: 'update', error: null, studentId: account.id };
  });
}

/** A class that takes new students: one the actor manages that has not ended. */
function openClass(db: Db, actor: AuthUser, classId: number): ClassRow {
  const klass = findManagedClass(db, actor, classId);
  if (klass.endedAt !== null)
    throw new DomainError('TARGET_CLASS_ENDED', rosterMessages.classEnded);
  return klass;
}

const publicRow = ({ studentId: _, ...row }: PlannedRow): RosterRow => row;

export function createRosterService({
  db,
  clock,
  passwords,
}: {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
}) {
  /** New students are approved STUDENTs of the class with its starting cash and a one-time password. */
  function apply(
    tx: DbOrTx,
    klass: ClassRow,
    rows: PlannedRow[],
    temporary: Map<string, Temporary>,
  ) {
    const created: RosterCreated[] = [];
    const updated: RosterImportResult['updated'] = [];
    const now = clock.now();
    const { expiresAt, validThrough } = cardValidity(now, klass);
    for (const row of rows) {
      const { number, name, loginId } = row;
      if (row.status === 'error' || number === null || loginId === null) continue;
      if (row.studentId !== null) {
        // The name may have been corrected; the password is never touched by a re-import.
        usersRepo.update(tx, row.studentId, { name, number });
        updated.push({ studentId: row.studentId, number, name, loginId });
        continue;
      }
      const credentials = temporary.get(loginId);
      // Only a line that was an error when the passwords were made; it stays out.
      if (!credentials) continue;
      const { password, passwordHash } = credentials;
      const user = usersRepo.insert(tx, {
        email: loginId,
        name,
        number,
        passwordHash,
        role: 'STUDENT',
        classId: klass.id,
        mustChangePassword: true,
        temporaryPasswordExpiresAt: expiresAt,
        createdByRoster: true,
        createdAt: now,
      });
      grantStartingCash(tx, user.id, klass.initialCash, now);
      created.push({
        studentId: user.id,
        number,
        name,
        loginId,
        temporaryPassword: password,
        validThrough,
      });
    }
    return { created, updated };
  }

  return {
    preview(actor: AuthUser, classId: number, text: string): RosterPreview {
      const { lines, skipped } = readRoster(text);
      return { rows: plan(db, openClass(db, actor, classId), lines).map(publicRow), skipped };
    },

    async import(
      actor: AuthUser,
      classId: number,
      input: RosterImportRequest,
    ): Promise<RosterImportResult> {
      const klass = openClass(db, actor, classId);
      const { lines } = readRoster(input.text);
      const rows = plan(db, klass, lines);
      const errors = rows.flatMap((r) =>
        r.error === null ? [] : [{ line: r.line, error: r.error }],
      );
      if (errors.length > 0 && !input.confirm)
        throw new DomainError('ROSTER_HAS_ERRORS', rosterMessages.hasErrors(errors.length));
      // Hashing is slow on purpose: done before the transaction, so the transaction itself runs
      // without waiting, and a few at a time, so sign-ins meanwhile are not queued behind it.
      const newIds = rows.flatMap((r) => (r.status === 'new' && r.loginId ? [r.loginId] : []));
      const issued = await issueTemporaryPasswords(passwords, newIds.length);
      const temporary = new Map(newIds.map((loginId, i) => [loginId, issued[i]!]));
      // Planned again inside: an account another request created meanwhile is updated, not doubled.
      const result = db.transaction((tx) => apply(tx, klass, plan(tx, klass, lines), temporary), {
        behavior: 'immediate',
      });
      return { ...result, errors };
    },
  };
}

export type RosterService = ReturnType<typeof createRosterService>;
