import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { classes, regularDeposits } from '../schema';
import type { DbOrTx } from './db-or-tx';

export const regularDepositsRepo = {
  /** Classes with a regular deposit set, with what their schedule needs. */
  classesWithRule(db: DbOrTx) {
    return db
      .select({
        id: classes.id,
        isActive: classes.isActive,
        startDate: classes.startDate,
        endDate: classes.endDate,
        endedAt: classes.endedAt,
        amount: classes.regularDepositAmount,
        schedule: classes.regularDepositSchedule,
      })
      .from(classes)
      .where(
        and(isNotNull(classes.regularDepositAmount), isNotNull(classes.regularDepositSchedule)),
      )
      .all()
      .flatMap(({ amount, schedule, ...klass }) =>
        amount !== null && schedule !== null ? [{ ...klass, amount, schedule }] : [],
      );
  },

  /** Records the day's deposit; false when this student already had it (the unique key). */
  record(db: DbOrTx, row: { userId: number; date: string; amount: number; at: Date }): boolean {
    const inserted = db
      .insert(regularDeposits)
      .values({ userId: row.userId, date: row.date, amount: row.amount, createdAt: row.at })
      .onConflictDoNothing()
      .run();
    return inserted.changes === 1;
  },

  /** The student's regular deposits, oldest first. */
  ofUser(db: DbOrTx, userId: number) {
    return db
      .select({ date: regularDeposits.date, amount: regularDeposits.amount })
      .from(regularDeposits)
      .where(eq(regularDeposits.userId, userId))
      .orderBy(asc(regularDeposits.date))
      .all();
  },
};
