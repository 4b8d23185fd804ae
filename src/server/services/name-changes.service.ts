import { DomainError } from '../../shared/domain/domain-error';
import { nameChangeMessages, type NameChangeRequest } from '../../shared/schemas/name-change';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { nameChangesRepo } from '../db/repos/name-changes.repo';
import { usersRepo } from '../db/repos/users.repo';
import type { AuthUser } from './accounts/authentication';
import { findManagedClass, findManagedStudent } from './classes/class-access';

type Row = NonNullable<ReturnType<typeof nameChangesRepo.find>>;

const view = ({ createdAt, classId: _classId, ...row }: Row): NameChangeRequest => ({
  ...row,
  requestedAt: createdAt.toISOString(),
});

/** 이름 정정 요구: a student asks for their name to be corrected, and their teacher decides. */
export function createNameChangesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** A new request replaces one still waiting: the teacher decides the name asked for last. */
    request(student: AuthUser, name: string): NameChangeRequest {
      return db.transaction((tx) => {
        nameChangesRepo.deletePendingOf(tx, student.id);
        const id = nameChangesRepo.insert(tx, student.id, name, clock.now());
        return view(nameChangesRepo.find(tx, id)!);
      });
    },

    latest(student: AuthUser): NameChangeRequest | null {
      const row = nameChangesRepo.latestOf(db, student.id);
      return row ? view(row) : null;
    },

    pending(actor: AuthUser, classId: number): NameChangeRequest[] {
      findManagedClass(db, actor, classId);
      return nameChangesRepo.pendingInClass(db, classId).map(view);
    },

    decide(actor: AuthUser, id: number, approve: boolean): NameChangeRequest {
      return db.transaction((tx) => {
        const row = nameChangesRepo.find(tx, id);
        if (!row) throw new DomainError('NOT_FOUND', nameChangeMessages.notFound);
        findManagedStudent(db, actor, row.studentId);
        if (row.status !== 'PENDING')
          throw new DomainError('VALIDATION_ERROR', nameChangeMessages.decided);
        nameChangesRepo.decide(tx, id, approve ? 'APPROVED' : 'REJECTED', clock.now());
        if (approve) usersRepo.update(tx, row.studentId, { name: row.name });
        return view(nameChangesRepo.find(tx, id)!);
      });
    },
  };
}

export type NameChangesService = ReturnType<typeof createNameChangesService>;
