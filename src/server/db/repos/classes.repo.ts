import type { RunResult } from 'better-sqlite3';
import { desc, eq, sql } from 'drizzle-orm';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as schema from '../schema';
import { classes } from '../schema';

/** The database or a transaction on it. */
type Db = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

export type ClassRow = typeof classes.$inferSelect;

// Qualified by hand: inside a subquery drizzle would print bare column names, and a bare "id"
// would then mean the user's id rather than the class's.
const countOf = (role: 'STUDENT' | 'GUEST') =>
  sql<number>`(select count(*) from users as member where member.class_id = ${classes}.id and member.role = ${role})`;

export const classesRepo = {
  findById(db: Db, id: number): ClassRow | undefined {
    return db.select().from(classes).where(eq(classes.id, id)).get();
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
