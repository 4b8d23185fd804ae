import { DomainError } from '../../../shared/domain/domain-error';
import { byStudentNumber } from '../../../shared/domain/student-number';
import { messages } from '../../../shared/messages';
import {
  rosterMessages,
  type LoginCards,
  type PasswordReset,
} from '../../../shared/schemas/roster';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { classesRepo } from '../../db/repos/classes.repo';
import { usersRepo, type UserRow } from '../../db/repos/users.repo';
import type { AuthUser } from '../accounts/authentication';
import { findManagedClass, findManagedStudent } from '../classes/class-access';
import type { PasswordHasher } from '../accounts/passwords';
import type { Sessions } from '../accounts/sessions';
import { cardValidity, issueTemporaryPasswords } from './temporary-password';

type Issued = { password: string; passwordHash: string };
type Validity = ReturnType<typeof cardValidity>;
type Tx = Parameters<Sessions['end']>[0];

/**
 * New login cards: a one-time password replaces the student's password until they choose their
 * own at the next sign-in, and every session of theirs ends (an old card no longer opens it).
 */
export function createLoginCardsService({
  db,
  clock,
  passwords,
  sessions,
}: {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  sessions: Sessions;
}) {
  function giveCard(tx: Tx, student: UserRow, issued: Issued, validity: Validity) {
    usersRepo.update(tx, student.id, {
      passwordHash: issued.passwordHash,
      mustChangePassword: true,
      temporaryPasswordExpiresAt: validity.expiresAt,
    });
    sessions.end(tx, student.id);
    const { id: studentId, name, number, email: loginId } = student;
    const { validThrough } = validity;
    return { studentId, name, number, loginId, temporaryPassword: issued.password, validThrough };
  }

  return {
    /** A teacher's reset for one student of their own class, whatever password they had. */
    async resetOne(actor: AuthUser, studentId: number): Promise<PasswordReset> {
      // A moved student's record signs in nowhere; their login lives on in the new class.
      const student = findManagedStudent(db, actor, studentId);
      if (student.movedToId !== null)
        throw new DomainError('STUDENT_MOVED', rosterMessages.resetMoved);
      const klass = classesRepo.findById(db, student.classId!)!;
      const [issued] = await issueTemporaryPasswords(passwords, 1);
      const validity = cardValidity(clock.now(), klass);
      return db.transaction((tx) => {
        const current = usersRepo.findById(tx, studentId);
        if (!current) throw new DomainError('USER_NOT_FOUND', messages.studentNotFound);
        return giveCard(tx, current, issued!, validity);
      });
    },

    /**
     * New cards for every student of the class who has not chosen their own password yet: lost
     * or expired cards, or an import whose answer (the only copy of its passwords) never arrived.
     * A student who has signed in and chosen a password keeps it.
     */
    async reissueForClass(actor: AuthUser, classId: number): Promise<LoginCards> {
      const klass = findManagedClass(db, actor, classId);
      const waiting = usersRepo.listAwaitingFirstSignIn(db, klass.id);
      const issued = await issueTemporaryPasswords(passwords, waiting.length);
      const validity = cardValidity(clock.now(), klass);
      const cards = db.transaction(
        (tx) => {
          // Asked again: one who chose their own password (or was moved) while these were hashed
          // keeps it; one who joined meanwhile gets a card next time.
          const still = new Map(
            usersRepo.listAwaitingFirstSignIn(tx, klass.id).map((s) => [s.id, s]),
          );
          return waiting.flatMap((student, i) => {
            const current = still.get(student.id);
            return current ? [giveCard(tx, current, issued[i]!, validity)] : [];
          });
        },
        { behavior: 'immediate' },
      );
      const { id, name: className, code: classCode } = klass;
      return { classId: id, className, classCode, cards: cards.sort(byStudentNumber) };
    },
  };
}

export type LoginCardsService = ReturnType<typeof createLoginCardsService>;
