import { desc, eq, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { AccessWhat } from '../../../shared/schemas/access-log';
import { accessLog, classes, users } from '../schema';
import type { DbOrTx } from './db-or-tx';

const actors = alias(users, 'actors');
const students = alias(users, 'students');

export const accessLogRepo = {
  insert(
    db: DbOrTx,
    row: {
      actorId: number;
      actorRole: 'TEACHER' | 'ADMIN';
      what: AccessWhat;
      studentId: number | null;
      classId: number | null;
      createdAt: Date;
    },
  ) {
    db.insert(accessLog).values(row).run();
  },

  pruneBefore(db: DbOrTx, before: Date) {
    db.delete(accessLog).where(lt(accessLog.createdAt, before)).run();
  },

  /** Newest first, with the names as they are now (an erased student shows as 학생 N). */
  page(db: DbOrTx, limit: number, offset: number) {
    return db
      .select({
        id: accessLog.id,
        actorId: accessLog.actorId,
        actorName: actors.name,
        actorRole: accessLog.actorRole,
        what: accessLog.what,
        studentId: accessLog.studentId,
        studentName: students.name,
        classId: accessLog.classId,
        className: classes.name,
        createdAt: accessLog.createdAt,
      })
      .from(accessLog)
      .leftJoin(actors, eq(actors.id, accessLog.actorId))
      .leftJoin(students, eq(students.id, accessLog.studentId))
      .leftJoin(classes, eq(classes.id, accessLog.classId))
      .orderBy(desc(accessLog.createdAt), desc(accessLog.id))
      .limit(limit)
      .offset(offset)
      .all();
  },
};
