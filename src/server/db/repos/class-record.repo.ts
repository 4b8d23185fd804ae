import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  assignmentExplanations,
  auctionOrders,
  nameChangeRequests,
  orders,
  portfolioSnapshots,
  recordDrafts,
  tradeReflections,
  tradeReviews,
  trades,
  users,
} from '../schema';
import type { DbOrTx } from './db-or-tx';

/** A class's students and waiting accounts, in 학번 order (students without one last). */
function members(db: DbOrTx, classId: number) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.classId, classId), inArray(users.role, ['STUDENT', 'GUEST'])))
    .orderBy(sql`${users.number} is null`, asc(users.number), asc(users.id))
    .all();
}

export const classRecordRepo = {
  members,

  snapshots(db: DbOrTx, userIds: number[]) {
    return db
      .select()
      .from(portfolioSnapshots)
      .where(inArray(portfolioSnapshots.userId, userIds))
      .orderBy(asc(portfolioSnapshots.date), asc(portfolioSnapshots.userId))
      .all();
  },

  /** Every text the students of these ids wrote, or a teacher wrote about their trades. */
  texts(db: DbOrTx, userIds: number[]) {
    const tradeIds = db
      .select({ id: trades.id })
      .from(trades)
      .where(inArray(trades.userId, userIds));
    return {
      reasons: db
        .select({ id: trades.id, text: trades.reason })
        .from(trades)
        .where(inArray(trades.userId, userIds))
        .all(),
      reflections: db
        .select({ id: tradeReflections.id, text: tradeReflections.text })
        .from(tradeReflections)
        .where(inArray(tradeReflections.tradeId, tradeIds))
        .all(),
      comments: db
        .select({ id: tradeReviews.id, text: tradeReviews.comment })
        .from(tradeReviews)
        .where(inArray(tradeReviews.tradeId, tradeIds))
        .all(),
      orderReasons: db
        .select({ id: orders.id, text: orders.reason })
        .from(orders)
        .where(inArray(orders.userId, userIds))
        .all(),
      auctionReasons: db
        .select({ id: auctionOrders.id, text: auctionOrders.reason })
        .from(auctionOrders)
        .where(inArray(auctionOrders.userId, userIds))
        .all(),
      explanations: db
        .select()
        .from(assignmentExplanations)
        .where(inArray(assignmentExplanations.userId, userIds))
        .all(),
      drafts: db.select().from(recordDrafts).where(inArray(recordDrafts.userId, userIds)).all(),
    };
  },

  setReason(db: DbOrTx, id: number, text: string) {
    db.update(trades).set({ reason: text }).where(eq(trades.id, id)).run();
  },
  setOrderReason(db: DbOrTx, id: number, text: string) {
    db.update(orders).set({ reason: text }).where(eq(orders.id, id)).run();
  },
  setAuctionReason(db: DbOrTx, id: number, text: string) {
    db.update(auctionOrders).set({ reason: text }).where(eq(auctionOrders.id, id)).run();
  },
  setReflection(db: DbOrTx, id: number, text: string) {
    db.update(tradeReflections).set({ text }).where(eq(tradeReflections.id, id)).run();
  },
  setComment(db: DbOrTx, id: number, text: string) {
    db.update(tradeReviews).set({ comment: text }).where(eq(tradeReviews.id, id)).run();
  },

  setExplanation(db: DbOrTx, assignmentId: number, userId: number, text: string) {
    db.update(assignmentExplanations)
      .set({ text })
      .where(
        and(
          eq(assignmentExplanations.assignmentId, assignmentId),
          eq(assignmentExplanations.userId, userId),
        ),
      )
      .run();
  },
  setDraft(db: DbOrTx, userId: number, text: string) {
    db.update(recordDrafts).set({ text }).where(eq(recordDrafts.userId, userId)).run();
  },

  deleteNameChanges(db: DbOrTx, userIds: number[]) {
    db.delete(nameChangeRequests).where(inArray(nameChangeRequests.userId, userIds)).run();
  },

  deleteUsers(db: DbOrTx, ids: number[]) {
    db.delete(users).where(inArray(users.id, ids)).run();
  },
};
