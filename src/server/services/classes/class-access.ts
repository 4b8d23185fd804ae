import { DomainError } from '../../../shared/domain/domain-error';
import type { Db } from '../../db/connection';
import { accountsRepo, type Account } from '../../db/repos/accounts.repo';
import { classesRepo, type ClassRow } from '../../db/repos/classes.repo';
import type { AuthUser } from '../accounts/authentication';

/** Teachers see their own classes; admins every class. Another teacher's class does not exist. */
export function canManageClass(actor: AuthUser, row: Pick<ClassRow, 'teacherId'>): boolean {
  return actor.role === 'ADMIN' || (actor.role === 'TEACHER' && row.teacherId === actor.id);
}

export const classNotFound = () => new DomainError('CLASS_NOT_FOUND', '클래스를 찾을 수 없습니다.');

export function findManagedClass(db: Db, actor: AuthUser, classId: number): ClassRow {
  const row = classesRepo.findById(db, classId);
  if (!row || !canManageClass(actor, row)) throw classNotFound();
  return row;
}

/** A student of a class the actor manages; any other id is the same 404 (nothing leaks). */
export function findManagedStudent(db: Db, actor: AuthUser, studentId: number): Account {
  const account = accountsRepo.find(db, studentId);
  const klass = account?.classId ? classesRepo.findById(db, account.classId) : undefined;
  if (!account || account.role !== 'STUDENT' || !klass || !canManageClass(actor, klass))
    throw new DomainError('USER_NOT_FOUND', '학생 정보를 찾을 수 없습니다.');
  return account;
}
