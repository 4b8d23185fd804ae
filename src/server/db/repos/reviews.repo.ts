import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  classes,
  reviewScores,
  rubricCriteria,
  rubricVersions,
  stocks,
  tradeReflections,
  tradeReviews,
  trades,
  users,
} from '../schema';
import type { DbOrTx } from './db-or-tx';

export type RubricVersionRow = typeof rubricVersions.$inferSelect;
export type CriterionRow = typeof rubricCriteria.$inferSelect;

// Rubrics, reviews of trades and the students' reflections: queries only.
export const reviewsRepo = {
  latestVersion(db: DbOrTx, classId: number): RubricVersionRow | undefined {
    return db
      .select()
      .from(rubricVersions)
      .where(eq(rubricVersions.classId, classId))
      .orderBy(desc(rubricVersions.version))
      .limit(1)
      .get();
  },

  versionsById(db: DbOrTx, ids: number[]): Map<number, RubricVersionRow> {
    if (ids.length === 0) return new Map();
    const rows = db.select().from(rubricVersions).where(inArray(rubricVersions.id, ids)).all();
    return new Map(rows.map((row) => [row.id, row]));
  },

  insertVersion(db: DbOrTx, row: typeof rubricVersions.$inferInsert): RubricVersionRow {
    return db.insert(rubricVersions).values(row).returning().get();
  },

  criteriaOf(db: DbOrTx, versionIds: number[]): CriterionRow[] {
    if (versionIds.length === 0) return [];
    return db
      .select()
      .from(rubricCriteria)
      .where(inArray(rubricCriteria.rubricVersionId, versionIds))
      .orderBy(asc(rubricCriteria.rubricVersionId), asc(rubricCriteria.position))
      .all();
  },

  insertCriteria(db: DbOrTx, rows: Array<typeof rubricCriteria.$inferInsert>) {
    if (rows.length > 0) db.insert(rubricCriteria).values(rows).run();
  },

  reviewCountOfClass(db: DbOrTx, classId: number): number {
    return (
      db
        .select({ count: sql<number>`count(*)` })
        .from(tradeReviews)
        .innerJoin(rubricVersions, eq(rubricVersions.id, tradeReviews.rubricVersionId))
        .where(eq(rubricVersions.classId, classId))
        .get()?.count ?? 0
    );
  },

  setReflectionRequired(db: DbOrTx, classId: number, required: boolean) {
    db.update(classes).set({ reflectionRequired: required }).where(eq(classes.id, classId)).run();
  },

  /** A trade with its owner and the owner's class, for access checks. */
  tradeOwner(db: DbOrTx, tradeId: number) {
    return db
      .select({
        id: trades.id,
        userId: trades.userId,
        type: trades.type,
        createdAt: trades.createdAt,
        stockId: trades.stockId,
        stockName: stocks.name,
        classId: users.classId,
        role: users.role,
      })
      .from(trades)
      .innerJoin(users, eq(users.id, trades.userId))
      .innerJoin(stocks, eq(stocks.id, trades.stockId))
      .where(eq(trades.id, tradeId))
      .get();
  },

  /** Whether the user sold this stock after the given instant. */
  soldSince(db: DbOrTx, userId: number, stockId: number, since: Date): boolean {
    return (
      db
        .select({ id: trades.id })
        .from(trades)
        .where(
          and(
            eq(trades.userId, userId),
            eq(trades.stockId, stockId),
            eq(trades.type, 'SELL'),
            sql`${trades.createdAt} > ${since.getTime()}`,
          ),
        )
        .limit(1)
        .get() !== undefined
    );
  },

  reviewsOfTrades(db: DbOrTx, tradeIds: number[]) {
    if (tradeIds.length === 0) return [];
    return db
      .select({
        id: tradeReviews.id,
        tradeId: tradeReviews.tradeId,
        rubricVersionId: tradeReviews.rubricVersionId,
        comment: tradeReviews.comment,
        reviewedAt: tradeReviews.reviewedAt,
        readAt: tradeReviews.readAt,
        reviewerName: users.name,
      })
      .from(tradeReviews)
      .leftJoin(users, eq(users.id, tradeReviews.reviewerId))
      .where(inArray(tradeReviews.tradeId, tradeIds))
      .all();
  },

  scoresOf(db: DbOrTx, reviewIds: number[]) {
    if (reviewIds.length === 0) return [];
    return db.select().from(reviewScores).where(inArray(reviewScores.reviewId, reviewIds)).all();
  },

  /** Replaces the trade's review (scores included); a new review is unread again. */
  saveReview(
    db: DbOrTx,
    row: Omit<typeof tradeReviews.$inferInsert, 'id' | 'readAt'>,
    scores: Array<{ criterionId: number; level: number }>,
  ) {
    const saved = db
      .insert(tradeReviews)
      .values({ ...row, readAt: null })
      .onConflictDoUpdate({
        target: tradeReviews.tradeId,
        set: {
          rubricVersionId: row.rubricVersionId,
          reviewerId: row.reviewerId,
          comment: row.comment,
          reviewedAt: row.reviewedAt,
          readAt: null,
        },
      })
      .returning()
      .get();
    db.delete(reviewScores).where(eq(reviewScores.reviewId, saved.id)).run();
    db.insert(reviewScores)
      .values(scores.map((score) => ({ reviewId: saved.id, ...score })))
      .run();
    return saved;
  },

  /** Marks the review read if it belongs to a trade of this user; false when it does not. */
  markRead(db: DbOrTx, reviewId: number, userId: number, at: Date): boolean {
    const owned = db
      .select({ id: tradeReviews.id, readAt: tradeReviews.readAt })
      .from(tradeReviews)
      .innerJoin(trades, eq(trades.id, tradeReviews.tradeId))
      .where(and(eq(tradeReviews.id, reviewId), eq(trades.userId, userId)))
      .get();
    if (!owned) return false;
    if (!owned.readAt) {
      db.update(tradeReviews).set({ readAt: at }).where(eq(tradeReviews.id, reviewId)).run();
    }
    return true;
  },

  reflectionsOfTrades(db: DbOrTx, tradeIds: number[]) {
    if (tradeIds.length === 0) return [];
    return db
      .select()
      .from(tradeReflections)
      .where(inArray(tradeReflections.tradeId, tradeIds))
      .all();
  },

  saveReflection(db: DbOrTx, tradeId: number, text: string, at: Date) {
    return db
      .insert(tradeReflections)
      .values({ tradeId, text, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: tradeReflections.tradeId, set: { text, updatedAt: at } })
      .returning()
      .get();
  },

  /** Trade ids of these users that have a review. */
  reviewedTradeIds(db: DbOrTx, userIds: number[]): Set<number> {
    if (userIds.length === 0) return new Set();
    return new Set(
      db
        .select({ tradeId: tradeReviews.tradeId })
        .from(tradeReviews)
        .innerJoin(trades, eq(trades.id, tradeReviews.tradeId))
        .where(inArray(trades.userId, userIds))
        .all()
        .map((row) => row.tradeId),
    );
  },
};
