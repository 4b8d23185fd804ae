import { DomainError } from '../../../shared/domain/domain-error';
import type { Db } from '../../db/connection';
import { accountsRepo, type Account } from '../../db/repos/accounts.repo';
import type { AuthUser } from '../accounts/authentication';
import { findManagedStudent } from '../classes/class-access';

export const chooseStudentMessage = '수업에 쓸 학생을 선택해주세요.';

/**
 * The account a lesson is computed on: the signed-in student's own (a `student` they name is
 * ignored, so nobody reads a classmate's numbers), or the managed student a teacher chose.
 */
export function lessonSubject(db: Db, actor: AuthUser, studentId: number | undefined): Account {
  if (actor.role === 'TEACHER' || actor.role === 'ADMIN') {
    if (studentId === undefined) throw new DomainError('VALIDATION_ERROR', chooseStudentMessage);
    return findManagedStudent(db, actor, studentId);
  }
  const own = accountsRepo.find(db, actor.id);
  if (!own) throw new DomainError('USER_NOT_FOUND', '사용자를 찾을 수 없습니다.');
  return own;
}
