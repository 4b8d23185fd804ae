import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_FEE_RATE_PPM } from '../../../shared/domain/market/fees';
import { classes, users } from '../schema';
import type { DbOrTx } from './db-or-tx';
import { perIds, preparedPer } from './prepared';

// A user's money side: cash and the class settings that price their trades.
const accountColumns = {
  id: users.id,
  name: users.name,
  role: users.role,
  isActive: users.isActive,
  classId: users.classId,
  className: classes.name,
  teacherId: classes.teacherId,
  cash: users.cash,
  feeRatePpm: classes.feeRatePpm,
  watchlistChangedAt: users.watchlistChangedAt,
};

function selectAccounts(db: DbOrTx) {
  return db.select(accountColumns).from(users).leftJoin(classes, eq(classes.id, users.classId));
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccounts>['all']>>[number];

const toAccount = (row: AccountRow) => ({
  ...row,
  feeRatePpm: row.feeRatePpm ?? DEFAULT_FEE_RATE_PPM,
});
export type Account = ReturnType<typeof toAccount>;

const byId = preparedPer((db) =>
  selectAccounts(db)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

const activeStudents = and(eq(users.role, 'STUDENT'), eq(users.isActive, true));
const allStudents = preparedPer((db) =>
  selectAccounts(db).where(activeStudents).orderBy(asc(users.id)).prepare(),
);
const classStudents = preparedPer((db) =>
  selectAccounts(db)
    .where(and(activeStudents, eq(users.classId, sql.placeholder('classId'))))
    .orderBy(asc(users.id))
    .prepare(),
);

const studentsAmong = perIds(users.id, (db, ofUsers) =>
  selectAccounts(db)
    .where(and(activeStudents, ofUsers))
    .orderBy(asc(users.id))
    .prepare(),
);

const cashOf = preparedPer((db) =>
  db
    .update(users)
    .set({ cash: sql`${sql.placeholder('cash')}` })
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(),
);

export const accountsRepo = {
  find(db: DbOrTx, userId: number): Account | undefined {
    const row = byId(db).get({ id: userId });
    return row && toAccount(row);
  },

  /** Active students, optionally of one class: the people a leaderboard or snapshot covers. */
  students(db: DbOrTx, classId?: number): Account[] {
    const rows = classId === undefined ? allStudents(db).all() : classStudents(db).all({ classId });
    return rows.map(toAccount);
  },

  /** The active students among these users (the hub's connected screens). */
  studentsAmong(db: DbOrTx, userIds: number[]): Account[] {
    return studentsAmong(db, userIds).map(toAccount);
  },

  setCash(db: DbOrTx, userId: number, cash: number) {
    cashOf(db).run({ cash, userId });
  },

  setWatchlistChangedAt(db: DbOrTx, userId: number, at: Date) {
    db.update(users).set({ watchlistChangedAt: at }).where(eq(users.id, userId)).run();
  },
};
