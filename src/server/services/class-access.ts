import { DomainError } from '../../shared/domain/domain-error';
import type { Db } from '../db/connection';
import { classesRepo, type ClassRow } from '../db/repos/classes.repo';
import type { AuthUser } from './authentication';

/** Teachers see their own classes; admins every class. Another teacher's class does not exist. */
export function canManageClass(actor: AuthUser, row: Pick<ClassRow, 'teacherId'>): boolean {
  return actor.role === 'ADMIN' || (actor.role === 'TEACHER' && row.teacherId === actor.id);
}

export function findManagedClass(db: Db, actor: AuthUser, classId: number): ClassRow {
  const row = classesRepo.findById(db, classId);
  if (!row || !canManageClass(actor, row))
    throw new DomainError('CLASS_NOT_FOUND', '클래스를 찾을 수 없습니다.');
  return row;
}
