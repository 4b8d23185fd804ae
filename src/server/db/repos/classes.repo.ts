import type { RunResult } from 'better-sqlite3';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as schema from '../schema';
import { classes, users } from '../schema';
import { preparedPer } from './prepared';

/** The database or a transaction on it. */
type Db = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

export type ClassRow = typeof classes.$inferSelect;

/**
 * What a successor class inherits: everything the teacher set (rules, timetable, 회고, projector
 * and leaderboard choices), nothing that names, dates or ends it. A setting added later is
 * inherited unless it is named here.
 */
export function classSettings(row: ClassRow) {
  const {
    id: _id,
    name: _name,
    code: _code,
    teacherId: _teacherId,
    isActive: _isActive,
    startDate: _startDate,
    endDate: _endDate,
    endedAt: _endedAt,
    createdAt: _createdAt,
    ...settings
  } = row;
  return settings;
}

// Qualified by hand: inside a subquery drizzle would print bare column names, and a bare "id"
// would then mean the user's id rather than the class's.
const countOf = (role: 'STUDENT' | 'GUEST') =>
  sql<number>`(select count(*) from users as member where member.class_id = ${classes}.id and member.role = ${role})`;

// The whole row: drizzle's building and mapping of its many columns cost ~90 µs a call unprepared.
const byId = preparedPer((db: Db) =>
  db
    .select()
    .from(classes)
    .where(eq(classes.id, sql.placeholder('id')))
    .prepare(),
);

export const classesRepo = {
  findById(db: Db, id: number): ClassRow | undefined {
    return byId(db).get({ id });
  },

  findByCode(db: Db, code: string): ClassRow | undefined {
    return db.select().from(classes).where(eq(classes.code, code)).get();
  },

  codeExists(db: Db, code: string): boolean {
    return (
      db.select({ id: classes.id }).from(classes).where(eq(classes.code, code)).get() !== undefined
    );
  },

  idsOfTeacher(db: Db, teacherId: number): number[] {
    return db
      .select({ id: classes.id })
      .from(classes)
      .where(eq(classes.teacherId, teacherId))
      .all()
      .map((row) => row.id);
  },

  /** The class with its approved and pending counts. */
  withCounts(db: Db, id: number) {
    return db
      .select({ row: classes, students: countOf('STUDENT'), pending: countOf('GUEST') })
      .from(classes)
      .where(eq(classes.id, id))
      .get();
  },

  /** Ends the class once: a second call keeps the first moment. */
  end(db: Db, id: number, at: Date) {
    db.update(classes)
      .set({ endedAt: at })
      .where(and(eq(classes.id, id), sql`${classes.endedAt} is null`))
      .run();
  },

  /** 학번 of the class already held by some account (a student's record included). */
  takenNumbers(db: Db, id: number, numbers: string[]): string[] {
    return db
      .select({ number: users.number })
      .from(users)
      .where(and(eq(users.classId, id), inArray(users.number, numbers)))
      .all()
      .map((row) => row.number!);
  },

  /** Classes, newest first, with approved and pending counts; all when no teacher is given. */
  listWithCounts(db: Db, teacherId?: number) {
    return db
      .select({ row: classes, students: countOf('STUDENT'), pending: countOf('GUEST') })
      .from(classes)
      .where(teacherId === undefined ? undefined : eq(classes.teacherId, teacherId))
      .orderBy(desc(classes.startDate), desc(classes.id))
      .all();
  },

  insert(db: Db, values: typeof classes.$inferInsert): ClassRow {
    return db.insert(classes).values(values).returning().get();
  },
};
