import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  assignmentAnswers,
  assignmentCompletions,
  assignmentExplanations,
  assignments,
  recordDrafts,
  users,
} from '../schema';
import type { DbOrTx } from './db-or-tx';
import { perIds, preparedPer } from './prepared';

export type AssignmentRow = typeof assignments.$inferSelect;
export type CompletionRow = typeof assignmentCompletions.$inferSelect;
export type AnswerRow = typeof assignmentAnswers.$inferSelect;
export type ExplanationRow = typeof assignmentExplanations.$inferSelect;

type Snapshot = Pick<AssignmentRow, 'id' | 'title' | 'standard'>;

const snapshotOf = (a: Snapshot) => ({ assignmentId: a.id, title: a.title, standard: a.standard });

// Asked after every trade (is there a 과제 to check?), so compiled once.
const ofClassStatement = preparedPer((db) =>
  db
    .select()
    .from(assignments)
    .where(eq(assignments.classId, sql.placeholder('classId')))
    .orderBy(asc(assignments.dueAt), asc(assignments.id))
    .prepare(),
);

// Also asked after every trade in a class with 과제 (what is already complete?).
const completionsOfIds = perIds(assignmentCompletions.assignmentId, (db, where) =>
  db.select().from(assignmentCompletions).where(where).prepare(),
);

const draftsWithAuthor = (db: DbOrTx) =>
  db
    .select({
      userId: recordDrafts.userId,
      text: recordDrafts.text,
      updatedAt: recordDrafts.updatedAt,
      checkedFacts: recordDrafts.checkedFacts,
      updatedByName: users.name,
    })
    .from(recordDrafts)
    .leftJoin(users, eq(users.id, recordDrafts.updatedBy))
    .$dynamic();

export interface DraftRow {
  userId: number;
  text: string;
  updatedAt: Date;
  /** JSON array of the facts ticked 확인함. */
  checkedFacts: string;
  /** Null once that teacher's account is gone. */
  updatedByName: string | null;
}

// 과제, their completions and answers, and 세특 drafts: queries only.
export const assignmentsRepo = {
  ofClass(db: DbOrTx, classId: number): AssignmentRow[] {
    return ofClassStatement(db).all({ classId });
  },

  find(db: DbOrTx, id: number): AssignmentRow | undefined {
    return db.select().from(assignments).where(eq(assignments.id, id)).get();
  },

  insert(db: DbOrTx, row: typeof assignments.$inferInsert): AssignmentRow {
    return db.insert(assignments).values(row).returning().get();
  },

  update(db: DbOrTx, id: number, row: Partial<typeof assignments.$inferInsert>): AssignmentRow {
    return db.update(assignments).set(row).where(eq(assignments.id, id)).returning().get();
  },

  remove(db: DbOrTx, id: number) {
    db.delete(assignments).where(eq(assignments.id, id)).run();
  },

  completionsOf(db: DbOrTx, assignmentIds: number[]): CompletionRow[] {
    return completionsOfIds(db, assignmentIds);
  },

  completionsOfUser(db: DbOrTx, userId: number): CompletionRow[] {
    return db
      .select()
      .from(assignmentCompletions)
      .where(eq(assignmentCompletions.userId, userId))
      .orderBy(asc(assignmentCompletions.completedAt))
      .all();
  },

  /**
   * Insert or ignore: a completion already recorded is never rewritten. It keeps the 과제's title
   * and 성취기준 of this moment. Answers whether it was new.
   */
  complete(
    db: DbOrTx,
    assignment: Snapshot,
    row: Omit<CompletionRow, 'assignmentId' | 'title' | 'standard'>,
  ): boolean {
    return (
      db
        .insert(assignmentCompletions)
        .values({ ...row, ...snapshotOf(assignment) })
        .onConflictDoNothing()
        .run().changes > 0
    );
  },

  uncomplete(db: DbOrTx, assignmentId: number, userId: number) {
    db.delete(assignmentCompletions)
      .where(
        and(
          eq(assignmentCompletions.assignmentId, assignmentId),
          eq(assignmentCompletions.userId, userId),
        ),
      )
      .run();
  },

  /** A try, with the 과제's title and 성취기준 of this moment. */
  insertAnswer(
    db: DbOrTx,
    assignment: Snapshot,
    row: Omit<typeof assignmentAnswers.$inferInsert, 'assignmentId' | 'title' | 'standard'>,
  ): AnswerRow {
    return db
      .insert(assignmentAnswers)
      .values({ ...row, ...snapshotOf(assignment) })
      .returning()
      .get();
  },

  /** The student's tries at one 과제, oldest first. */
  answersOf(db: DbOrTx, assignmentId: number, userId: number): AnswerRow[] {
    return db
      .select()
      .from(assignmentAnswers)
      .where(
        and(eq(assignmentAnswers.userId, userId), eq(assignmentAnswers.assignmentId, assignmentId)),
      )
      .orderBy(asc(assignmentAnswers.createdAt), asc(assignmentAnswers.id))
      .all();
  },

  answersOfUser(db: DbOrTx, userId: number): AnswerRow[] {
    return db
      .select()
      .from(assignmentAnswers)
      .where(eq(assignmentAnswers.userId, userId))
      .orderBy(asc(assignmentAnswers.createdAt), asc(assignmentAnswers.id))
      .all();
  },

  explanationsOf(db: DbOrTx, assignmentIds: number[]): ExplanationRow[] {
    if (assignmentIds.length === 0) return [];
    return db
      .select()
      .from(assignmentExplanations)
      .where(inArray(assignmentExplanations.assignmentId, assignmentIds))
      .all();
  },

  explanationsOfUser(db: DbOrTx, userId: number): ExplanationRow[] {
    return db
      .select()
      .from(assignmentExplanations)
      .where(eq(assignmentExplanations.userId, userId))
      .all();
  },

  /** The student's 시장과 비교 explanation, rewritten until the teacher marks the 과제. */
  saveExplanation(db: DbOrTx, row: ExplanationRow) {
    db.insert(assignmentExplanations)
      .values(row)
      .onConflictDoUpdate({
        target: [assignmentExplanations.assignmentId, assignmentExplanations.userId],
        set: { text: row.text, updatedAt: row.updatedAt },
      })
      .run();
  },

  /** The teacher's 세특 for one student, with the name of whoever saved it last. */
  draftOf(db: DbOrTx, userId: number): DraftRow | undefined {
    return draftsWithAuthor(db).where(eq(recordDrafts.userId, userId)).get();
  },

  draftsOf(db: DbOrTx, userIds: number[]): DraftRow[] {
    if (userIds.length === 0) return [];
    return draftsWithAuthor(db).where(inArray(recordDrafts.userId, userIds)).all();
  },

  saveDraft(db: DbOrTx, row: typeof recordDrafts.$inferInsert) {
    db.insert(recordDrafts)
      .values(row)
      .onConflictDoUpdate({
        target: recordDrafts.userId,
        set: {
          text: row.text,
          updatedBy: row.updatedBy,
          updatedAt: row.updatedAt,
          checkedFacts: row.checkedFacts,
        },
      })
      .run();
  },
};
